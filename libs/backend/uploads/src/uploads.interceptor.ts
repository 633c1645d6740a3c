import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type InjectionToken,
  mixin,
  type NestInterceptor,
  RequestTimeoutException,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { rawRequestOf, rawResponseOf } from '@petcora/nest-common';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { ReceivedUploads } from './received-uploads';
import { isMultipart, receiveUploads } from './receive-uploads';
import type { UploadOptions } from './upload-rules';

export interface UploadsInterceptorConfig {
  /** Providers the factory needs (e.g. the service's env or its store), looked up in the app's modules. */
  inject?: InjectionToken[];
  useFactory: (...dependencies: never[]) => UploadOptions;
}

const receivedByRequest = new WeakMap<object, ReceivedUploads>();

/** The uploads the interceptor stored for this request (empty when the request was not multipart). */
export function uploadsOf(req: object): ReceivedUploads {
  return receivedByRequest.get(req) ?? new ReceivedUploads([], {});
}

/**
 * Streams a multipart request's files to the upload folder under the endpoint's rules (see receiveUploads), puts
 * the text fields on `req.body` and the files where `@UploadedMedia()` finds them. If the handler then fails, the
 * files are removed: a file exists only when the work it was uploaded for succeeded. Non-multipart requests pass
 * through untouched (e.g. JSON bodies).
 */
export function UploadsInterceptor(config: UploadsInterceptorConfig): Type<NestInterceptor> {
  @Injectable()
  class UploadsMixin implements NestInterceptor {
    private options: UploadOptions | null = null;

    constructor(@Inject(ModuleRef) private readonly moduleRef: ModuleRef) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      // Express's request is Node's own; Fastify's wraps it in `raw`. The body is read from Node's stream, and the
      // fields go where Nest's @Body() reads them (the request object the handler gets).
      const req = context.switchToHttp().getRequest<{ body?: unknown }>();
      const stream = rawRequestOf(req);
      if (!isMultipart(stream)) return next.handle();
      let received: ReceivedUploads;
      try {
        received = await receiveUploads(stream, this.resolveOptions());
      } catch (error) {
        // A cut-off slow body: close the connection after the 408 rather than wait for the rest of it.
        if (error instanceof RequestTimeoutException)
          rawResponseOf(context.switchToHttp().getResponse<object>()).setHeader('Connection', 'close');
        throw error;
      }
      req.body = received.fields;
      receivedByRequest.set(req, received);
      return next
        .handle()
        .pipe(
          catchError((error: unknown) =>
            from(received.discard()).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
    }

    private resolveOptions(): UploadOptions {
      const dependencies = (config.inject ?? []).map((token) => this.moduleRef.get(token, { strict: false }));
      this.options ??= config.useFactory(...(dependencies as never[]));
      return this.options;
    }
  }
  return mixin(UploadsMixin);
}
