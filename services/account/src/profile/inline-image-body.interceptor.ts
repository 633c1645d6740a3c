import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import type { IdentityClaims } from '@petcora/contracts';
import { JSON_BODY_LIMIT_BYTES, rawResponseOf } from '@petcora/nest-common';
import type { StoredMedia } from '@petcora/uploads';
import { MAX_IMAGE_MB } from '@petcora/validation';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { MediaStore } from '../media/media-store.service';
import { LargeBodySlots } from './large-body-slots';
import {
  INLINE_IMAGE_FIELD,
  isJsonRequest,
  type ProfileBodyOptions,
  readProfileJsonBody,
} from './profile-json-body';

/** The spec's image size (5 MB decoded), never more than the service's upload limit. */
export function inlineImageMaxMegabytes(env: Pick<AccountEnv, 'UPLOAD_MAX_MB'>): number {
  return Math.min(MAX_IMAGE_MB, env.UPLOAD_MAX_MB);
}

/** Room for the other profile fields (display name, bio: a few hundred characters, even fully \u-escaped). */
export const PROFILE_FIELDS_MAX_BYTES = 16 * 1024;
/** `"profileImageUrl":"data:image/<type>;base64,"` and the surrounding JSON. */
const DATA_URL_HEADER_BYTES = 256;

/** A body whose image decodes to exactly `megabytes` fits; one more byte of image and it does not. */
export function profileBodyMaxBytes(megabytes: number): number {
  return Math.ceil((megabytes * 1024 * 1024) / 3) * 4 + DATA_URL_HEADER_BYTES + PROFILE_FIELDS_MAX_BYTES;
}

/** Seconds a client refused for being too many is told to wait. */
const RETRY_AFTER_SECONDS = 5;

const inlineImages = new WeakMap<object, StoredMedia>();

/** The inline image the interceptor stored for this request, if its body carried one. */
export const InlineImage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StoredMedia | undefined =>
    inlineImages.get(context.switchToHttp().getRequest<object>()),
);

/**
 * Reads the JSON body of PUT /api/users/profile, which may carry the picture as a base64 data URL in
 * `profileImageUrl`. Interceptors run after guards, so only a signed-in member's body is ever read. The body streams:
 * the image is decoded and stored on the way (profile-json-body.ts), at most the spec's 5 MB decoded, with the body
 * refused with 413 as soon as it passes what such an image and the other fields need. A large body (over the
 * service's 100 KB JSON cap, or of unknown length) first takes a slot (large-body-slots.ts): a few per member
 * (429 beyond), a few for the whole process (the rest wait their turn). If the handler then fails, the stored image
 * is removed. Multipart bodies are left to the upload interceptor.
 */
@Injectable()
export class InlineImageBodyInterceptor implements NestInterceptor {
  private readonly slots: LargeBodySlots;
  private readonly options: ProfileBodyOptions;

  constructor(
    @InjectAccountEnv() env: AccountEnv,
    private readonly store: MediaStore,
  ) {
    this.slots = new LargeBodySlots({
      perMember: env.INLINE_IMAGE_BODIES_PER_MEMBER,
      inProcess: env.INLINE_IMAGE_BODIES_AT_ONCE,
      queueMs: env.INLINE_IMAGE_QUEUE_MS,
    });
    const megabytes = inlineImageMaxMegabytes(env);
    this.options = {
      storage: store.storage,
      imageRule: store.imageRule(INLINE_IMAGE_FIELD, megabytes),
      maxBodyBytes: profileBodyMaxBytes(megabytes),
      maxFieldBytes: PROFILE_FIELDS_MAX_BYTES,
    };
  }

  /** Large bodies being read and waiting for a turn. */
  get usage(): { inFlight: number; waiting: number } {
    return this.slots.usage;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest & { user?: IdentityClaims }>();
    // The body is still unread on Node's request (configureAccountApp defers this route's JSON body).
    const res = rawResponseOf(http.getResponse<object>());
    if (!isJsonRequest(req.raw)) return next.handle();
    if (isLargeBody(req.raw)) await this.takeSlot(req.user!.sub, res);
    const body = await readProfileJsonBody(req.raw, this.options);
    req.body = body.fields;
    const image = body.image;
    if (!image) return next.handle();
    inlineImages.set(req, image);
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          from(this.store.remove(this.store.describe(image))).pipe(mergeMap(() => throwError(() => error))),
        ),
      );
  }

  /** Holds a slot until the answer is sent or the client goes away. */
  private async takeSlot(memberId: string, res: ServerResponse): Promise<void> {
    const abandoned = new AbortController();
    let release: (() => void) | null = null;
    res.once('close', () => {
      abandoned.abort();
      release?.();
    });
    try {
      release = await this.slots.acquire(memberId, abandoned.signal);
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS)
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      throw error;
    }
    if (res.writableEnded || res.destroyed) release(); // went away while waiting for its turn
  }
}

/** Over the service's usual JSON cap, or of unknown length (chunked): a body that may be an image's. */
function isLargeBody(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return declared === undefined || Number(declared) > JSON_BODY_LIMIT_BYTES;
}
