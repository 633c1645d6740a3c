import etag from 'etag';
import fresh from 'fresh';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { IdentityClaims } from '@petcora/contracts';
import type { TraceContext } from '@petcora/tracing';

/** What the steps of one request leave for the later ones (the trace, the caller, the service it went to…). */
export interface RequestLocals {
  trace?: TraceContext;
  identity?: IdentityClaims | null;
  upstream?: string;
  cspNonce?: string;
  /** The request's path, without the query (see pathOf). */
  path?: string;
  /**
   * Set when a step wrapped the raw response in a compressor (static files and pages): answers are then written on
   * the raw response, through it, as `compression` expects (Fastify's own send bypasses the wrapper's headers).
   */
  compressed?: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Set by the first step of every request (request-steps.ts). */
    locals: RequestLocals;
  }
}

/**
 * One step of the gateway's request path (request-steps.ts). It answers the request (`reply.send`, or `reply.hijack`
 * and the raw response), or returns without answering to pass it on to the next step. A rejected promise or a thrown
 * error goes to the gateway's error handler.
 */
export type Step = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

/**
 * The request target's path without the query: `/api/posts` for `/api/posts?page=1`, and for the absolute form a
 * client may send (`GET http://host/api/posts`) its path too, so every check reads the path the service will get.
 */
export function pathOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = reply.locals.path;
  if (known !== undefined) return known;
  const path = pathOfTarget(request.raw.url ?? '/');
  reply.locals.path = path;
  return path;
}

export function pathOfTarget(target: string): string {
  if (target.startsWith('/')) {
    const query = target.indexOf('?');
    return query < 0 ? target : target.slice(0, query);
  }
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/**
 * Whether `path` is `prefix` or below it, compared as the gateway always routed: letter case ignored, whole segments
 * only (`/api` covers `/api`, `/api/` and `/api/posts`, never `/apis`).
 */
export function isUnder(path: string, prefix: string): boolean {
  if (path.length < prefix.length) return false;
  if (path.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return false;
  return path.length === prefix.length || path[prefix.length] === '/';
}

/** The part of `path` below `prefix` (`/a.js` for `/mfe/store/a.js` under `/mfe/store`), at least `/`. */
export function below(path: string, prefix: string): string {
  return path.slice(prefix.length) || '/';
}

/** Whether `path` is exactly `route`: letter case ignored, one trailing slash tolerated. */
export function isRoute(path: string, route: string): boolean {
  const trimmed = path.length > route.length && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.length === route.length && trimmed.toLowerCase() === route.toLowerCase();
}

/** A GET route: GET and HEAD requests for exactly `route` (see isRoute). */
export function isGet(request: FastifyRequest, path: string, route: string): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isRoute(path, route);
}

/**
 * Answers `text` with `contentType`, a weak ETag of the body, and a 304 when the client's copy is fresh (GET/HEAD,
 * a 2xx status), the way the gateway's own answers always were.
 */
export function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  contentType: string,
  text: string,
): void {
  const body = Buffer.from(text, 'utf8');
  const tag = reply.getHeader('etag') ?? etag(body, { weak: true });
  reply.header('etag', tag);
  const method = request.method;
  const cacheable = (method === 'GET' || method === 'HEAD') && status >= 200 && status < 300;
  const notModified =
    cacheable &&
    fresh(request.headers, { etag: String(tag), 'last-modified': reply.getHeader('last-modified') });
  if (reply.locals?.compressed)
    return answerThroughCompressor(request, reply, notModified ? 304 : status, contentType, body);
  if (notModified) {
    reply.raw.removeHeader('content-type');
    reply.code(304).send();
    return;
  }
  reply.code(status).header('content-type', contentType).send(body);
}

/** `answer` on a raw response a compressor wraps: the headers set so far, then the body through the wrapper. */
function answerThroughCompressor(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  contentType: string,
  body: Buffer,
): void {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) res.setHeader(name, value as string | number | string[]);
  res.statusCode = status;
  if (status === 304) {
    res.removeHeader('content-type');
    res.end();
    return;
  }
  res.setHeader('content-type', contentType);
  res.setHeader('content-length', body.length);
  res.end(request.method === 'HEAD' ? undefined : body);
}

/** Answers `body` as JSON (`{ message }` for the gateway's own refusals). */
export function answerJson(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: unknown,
): void {
  answer(request, reply, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

/**
 * Runs `steps` in order for one request until one answers: each is called once, with the request passed on when
 * it returns without answering (synchronously, or once its promise settles). A thrown or rejected error goes to
 * `onError`, and no later step runs.
 */
export function stepRunner(
  steps: readonly Step[] | readonly { readonly run: Step }[],
  onError: (error: unknown, request: FastifyRequest, reply: FastifyReply) => void,
): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    reply.locals = {};
    let index = 0;
    const fail = (error: unknown): void => onError(error, request, reply);
    const next = (): void => {
      while (index < steps.length) {
        let returned: void | Promise<void>;
        try {
          const step = steps[index++]!;
          returned = typeof step === 'function' ? step(request, reply) : step.run(request, reply);
        } catch (error) {
          fail(error);
          return;
        }
        if (returned instanceof Promise) {
          returned.then(() => {
            if (!reply.sent) next();
          }, fail);
          return;
        }
        if (reply.sent) return;
      }
    };
    next();
  };
}

/**
 * A Fastify app whose every request goes through `steps`, once: from its one `onRequest` hook, before Fastify reads
 * anything of the body (so no content type, valid or not, is refused or parsed ahead of the steps), or from
 * `frameworkErrors` for a path its router cannot decode (no hook runs for those). The hook never passes a request
 * on, since the last step always answers: the one route (every path, every method Fastify knows) and the not-found
 * handler only give the router a match, and the catch-all content-type parser (leaving the body as the request
 * stream) stands for "no body parsing here".
 */
export function appOfSteps(
  options: Omit<FastifyServerOptions, 'frameworkErrors' | 'logger'>,
  steps: readonly Step[] | readonly { readonly run: Step }[],
  onError: (error: unknown, request: FastifyRequest, reply: FastifyReply) => void,
): FastifyInstance {
  const handle = stepRunner(steps, onError);
  const app = Fastify({
    ...options,
    logger: false,
    frameworkErrors: (_error, request, reply) => handle(request, reply),
  });
  app.decorateReply('locals', null as never);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.setErrorHandler((error, request, reply) => onError(error, request, reply));
  // `done` is never called: the steps answered.
  app.addHook('onRequest', (request, reply, _done) => handle(request, reply));
  app.all('/*', notReached);
  app.setNotFoundHandler(notReached);
  return app;
}

/** The route's handler, which only a request the steps did not answer could reach: a visible 500, never a hang. */
function notReached(): never {
  throw new Error('a request reached the route: the steps must answer every request');
}
