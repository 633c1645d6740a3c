import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { UploadsInterceptor, uploadsOf } from '@petcora/uploads';
import { MEDIA_UPLOAD_RULE, POST_IMAGES_RULE, PostMediaStore } from './post-media.store';

/** Multipart post creation: up to four `images`; JSON bodies pass through untouched. */
export const PostImagesUpload = UploadsInterceptor({
  inject: [PostMediaStore],
  useFactory: (store: PostMediaStore) => ({ storage: store.storage, fields: [POST_IMAGES_RULE] }),
});

/** POST /api/posts/media: one image or video in field `media`. */
export const MediaUpload = UploadsInterceptor({
  inject: [PostMediaStore],
  useFactory: (store: PostMediaStore) => ({ storage: store.storage, fields: [MEDIA_UPLOAD_RULE] }),
});

/** Tells the create DTO how many images were really stored, so an image-only post passes "text or media". */
@Injectable()
export class CountUploadedImages implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ body?: Record<string, unknown> }>();
    if (req.body && typeof req.body === 'object')
      req.body.uploadedImages = uploadsOf(req).all('images').length;
    return next.handle();
  }
}
