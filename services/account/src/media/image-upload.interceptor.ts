import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';

export interface ImageUploadOptions {
  /** This endpoint's limit; defaults to UPLOAD_MAX_MB (50). */
  maxMegabytes?: number;
}

/**
 * Reads one multipart file field into memory with multer (through Nest's FileInterceptor), stopping at the size
 * limit with the spec's 413 message. Nothing is written to disk here; the content check and storage come after.
 * Requests that are not multipart pass through untouched (e.g. JSON bodies).
 */
export function ImageUploadInterceptor(
  field: string,
  options: ImageUploadOptions = {},
): Type<NestInterceptor> {
  @Injectable()
  class ImageUploadMixin implements NestInterceptor {
    private readonly megabytes: number;
    private readonly multer: NestInterceptor;

    constructor(@InjectAccountEnv() env: AccountEnv) {
      this.megabytes = options.maxMegabytes ?? env.UPLOAD_MAX_MB;
      const MulterInterceptor = FileInterceptor(field, {
        limits: { fileSize: this.megabytes * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024 },
      });
      this.multer = new MulterInterceptor({});
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException)
          throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.megabytes));
        throw error;
      }
    }
  }
  return mixin(ImageUploadMixin);
}
