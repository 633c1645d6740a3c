import type { NestInterceptor, Type } from '@nestjs/common';
import { UploadsInterceptor } from '@petcora/uploads';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { MediaStore } from './media-store.service';

export interface ImageUploadOptions {
  /** This endpoint's limit; defaults to UPLOAD_MAX_MB (50). */
  maxMegabytes?: number;
}

/**
 * Streams one multipart image field into the upload folder with @petcora/uploads: 413 with the spec's message past
 * the limit, 400 for anything but an image (by its first bytes), nothing left behind when the handler fails. The
 * handler reads the stored file with `@UploadedMedia(field)`. Requests that are not multipart pass through untouched.
 */
export function ImageUploadInterceptor(
  field: string,
  options: ImageUploadOptions = {},
): Type<NestInterceptor> {
  return UploadsInterceptor({
    inject: [MediaStore, ACCOUNT_ENV],
    useFactory: (store: MediaStore, env: AccountEnv) => ({
      storage: store.storage,
      fields: [store.imageRule(field, options.maxMegabytes ?? env.UPLOAD_MAX_MB)],
    }),
  });
}
