import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { UploadsInterceptor, uploadsOf } from '@petcora/uploads';
import { SocialEnv } from '../config/social-env';
import { MEDIA_UPLOAD_RULE, POST_IMAGES_RULE, PostMediaStore } from './post-media.store';

/** The body time limits of every upload (UPLOAD_IDLE_TIMEOUT_MS, UPLOAD_TOTAL_TIMEOUT_MS). */
const timeLimits = (env: SocialEnv) => ({
  idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
  totalTimeoutMs: env.UPLOAD_TOTAL_TIMEOUT_MS,
});

/** Multipart post creation: up to four `images`; JSON bodies pass through untouched. */
export const PostImagesUpload = UploadsInterceptor({
  inject: [PostMediaStore, SocialEnv],
  useFactory: (store: PostMediaStore, env: SocialEnv) => ({
    storage: store.storage,
    fields: [POST_IMAGES_RULE],
    ...timeLimits(env),
  }),
});

/** POST /api/posts/media: one image or video in field `media`. */
export const MediaUpload = UploadsInterceptor({
  inject: [PostMediaStore, SocialEnv],
  useFactory: (store: PostMediaStore, env: SocialEnv) => ({
    storage: store.storage,
    fields: [MEDIA_UPLOAD_RULE],
    ...timeLimits(env),
  }),
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
