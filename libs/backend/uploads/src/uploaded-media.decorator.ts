import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { StoredMedia } from './stored-media';
import { uploadsOf } from './uploads.interceptor';

/** The stored file of a single-file field (undefined when none came), as UploadsInterceptor received it. */
export const UploadedMedia = createParamDecorator(
  (field: string, context: ExecutionContext): StoredMedia | undefined =>
    uploadsOf(context.switchToHttp().getRequest()).first(field),
);

/** Every stored file of a multi-file field (e.g. up to four post images). */
export const UploadedMediaList = createParamDecorator(
  (field: string, context: ExecutionContext): StoredMedia[] =>
    uploadsOf(context.switchToHttp().getRequest()).all(field),
);
