import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { parseJsonBody } from '@petcora/nest-common';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';

/**
 * Reads the JSON body of PUT /api/users/profile, which may carry an image as base64 (UPLOAD_MAX_MB of image, 4/3
 * larger encoded). Interceptors run after guards, so only a signed-in member's body is ever read at this size.
 */
@Injectable()
export class InlineImageBodyInterceptor implements NestInterceptor {
  private readonly limitBytes: number;

  constructor(@InjectAccountEnv() env: AccountEnv) {
    this.limitBytes = Math.ceil((env.UPLOAD_MAX_MB * 1024 * 1024 * 4) / 3) + 64 * 1024;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await parseJsonBody(http.getRequest<Request>(), http.getResponse<Response>(), this.limitBytes);
    return next.handle();
  }
}
