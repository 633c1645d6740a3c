import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { json, type Express } from 'express';
import { JSON_BODY_LIMIT_BYTES, shallowBodyError } from './body-limits';
import { memoizedEtagHash } from './etag-hash';
import { type EveryRequestMiddleware, runEveryRequestMiddleware } from './every-request';

type RequestWithBody = IncomingMessage & { body?: unknown; rawBody?: Buffer };

/** Webhooks are signed over their exact bytes, so their JSON bodies are also kept as received. */
const RAW_BODY_PATH = /^\/api\/webhooks\//i;

/** The exact bytes of a JSON body under /api/webhooks/ (undefined elsewhere, or without a body). */
export function rawBodyOf(request: IncomingMessage): Buffer | undefined {
  return (request as RequestWithBody).rawBody;
}

/** Which HTTP platform a service runs Nest on (ADR 0047): Fastify where the per-request cost matters. */
export type HttpPlatform = 'express' | 'fastify';

export function platformOf(app: INestApplication): HttpPlatform {
  return app.getHttpAdapter().getType() === 'fastify' ? 'fastify' : 'express';
}

/**
 * A Fastify adapter that routes like the services' Express set-up, so moving a service does not change its API:
 * paths match in any case and with a trailing slash (Express's defaults), path parameters as long as Express allows
 * (Fastify's default refuses a segment over 100 characters with 414), the query string parsed the same simple way.
 */
export function createFastifyAdapter(): FastifyAdapter {
  const adapter = new ExpressRulesFastifyAdapter({
    // A parameter as long as a URL can be (Node refuses headers over 16 KB): Express answers a 5,000-character
    // username with the route's own 404, Fastify's default limit (100) with 414.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // No forwarded chain is trusted: the client's address is the one the gateway decided (clientAddressOf).
    trustProxy: false,
    // A path Fastify cannot decode is answered before any route or Nest's handlers, in Fastify's own shape: answered
    // as Express does instead, `{ message }` naming the segment.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void reply.code(status).send({ message: undecodablePathMessage(request.url) });
    },
  });
  // Before Nest registers middie: the shared middleware runs ahead of anything mounted through it (every-request.ts).
  runEveryRequestMiddleware(adapter.getInstance());
  return adapter;
}

/**
 * Fastify with Express's request-body rules, registered where Nest registers an adapter's body parsers (at `init()`,
 * unless the app is created with `bodyParser: false`): JSON through the same body-parser with the same 100 KB cap,
 * depth check and errors (so the exception filter answers 413/400/415 alike); any other content type left unread for
 * the route (multipart uploads stream from the raw request, as on Express), where Fastify would refuse it with 415.
 */
class ExpressRulesFastifyAdapter extends FastifyAdapter {
  private bodyRulesRegistered = false;

  override registerParserMiddleware(): void {
    if (this.bodyRulesRegistered) return;
    this.bodyRulesRegistered = true;
    const instance = this.getInstance() as FastifyInstance;
    const parse = json({
      limit: JSON_BODY_LIMIT_BYTES,
      verify: (req: IncomingMessage, _res: unknown, buffer: Buffer) => {
        if (RAW_BODY_PATH.test(req.url ?? '')) (req as RequestWithBody).rawBody = buffer;
      },
    });
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('application/json', (request, _payload, done) => {
      const raw = request.raw as RequestWithBody;
      parse(raw as never, request.raw as unknown as never, (error?: unknown) => {
        const refusal = error ?? shallowBodyError(raw);
        if (refusal) done(refusal as Error, undefined);
        else done(null, raw.body);
      });
    });
    instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  }
}

/** Express's words for a path segment that is not valid percent-encoding. */
export function undecodablePathMessage(url: string): string {
  const path = url.split('?')[0];
  for (const segment of path.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return `Failed to decode param '${segment}'`;
    }
  }
  return 'Malformed request path';
}

/**
 * Where the routes a Fastify app registers are listed, for tests that walk every route (the bad-input walk, the
 * OpenAPI check in @petcora/testing): Fastify keeps no public list. A global symbol, so the testing library reads it
 * without depending on Nest or Fastify.
 */
export const REGISTERED_ROUTES = Symbol.for('petcora.registeredRoutes');

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * The rest of Express's set-up on Fastify (configureApp calls it before `init()`): weak ETags on answers, as Express
 * sends them, so a browser's revalidation still gets a 304; each request's route pattern put where the metrics look
 * for it; the registered routes listed.
 */
export function configureFastify(app: INestApplication): void {
  const instance = app.getHttpAdapter().getInstance() as FastifyInstance;
  const routes: RegisteredRoute[] = [];
  Object.defineProperty(instance, REGISTERED_ROUTES, { value: routes });
  instance.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route beside each GET; Express answers HEAD for a GET too, without listing it.
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, path: route.url });
  });
  // Loaded with the other plugins when the app starts (before its routes are registered).
  // The hash remembers recent bodies, so a repeated answer is compared rather than hashed again (etag-hash.ts).
  void instance.register(fastifyEtag, { weak: true, hashFn: memoizedEtagHash() });
  instance.addHook('onRequest', (request, _reply, done) => {
    const url = request.routeOptions.url;
    // @petcora/metrics reads the matched pattern as Express leaves it (`req.route.path`); unmatched stays unset.
    if (url) (request.raw as IncomingMessage & { route?: { path: string } }).route = { path: url };
    done();
  });
}

const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Runs a whole Express app (Bull Board's dashboard) under `path` on a Fastify service, from an `onRequest` hook:
 * before routing and body parsing (the app reads its own bodies), after the shared tracing and metrics (their hook
 * is added when the adapter is created). The path matches as Express's `app.use(path, app)` matched it (any letter
 * case, then `/`, `?` or the end) and is stripped from `req.url` for the app, `req.originalUrl` keeping the whole.
 * Express gives the request and answer its prototypes (`res.json`, `req.accepts`…); when the app hands a request on
 * (a path it does not serve) they are put back, as Express does for a mounted sub-app, and Fastify goes on (its
 * not-found answer). Not through `app.use` (@fastify/middie): middie copies the request's hostname, ip, query… and
 * normalises its path for every request once it has any middleware; this hook only compares a prefix. The app's
 * routes are hidden inside it, so `<path>/*rest` is listed for every mutating method, as route discovery lists an app
 * mounted on Express.
 */
export function mountExpressApp(
  httpAdapter: { getInstance(): unknown; getType(): string; use(path: string, handler: Express): unknown },
  path: string,
  expressApp: Express,
): void {
  // On Express (a service not moved yet, the bench's in-process copies) the app mounts as Express mounts it.
  if (httpAdapter.getType() !== 'fastify') {
    httpAdapter.use(path, expressApp);
    return;
  }
  const instance = httpAdapter.getInstance() as FastifyInstance & { [REGISTERED_ROUTES]?: RegisteredRoute[] };
  // An Express app takes a third argument, called when none of its routes answers (its type leaves it out).
  const runApp = expressApp as unknown as EveryRequestMiddleware;
  const mount = path.toLowerCase();
  instance.addHook('onRequest', (request, reply, done) => {
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const url = req.url ?? '/';
    const inside = urlInsideMount(url, mount);
    if (inside === undefined) return done();
    const requestPrototype = Object.getPrototypeOf(req) as object;
    const responsePrototype = Object.getPrototypeOf(reply.raw) as object;
    req.originalUrl = url;
    req.url = inside;
    runApp(req, reply.raw, (error) => {
      req.url = url;
      Object.setPrototypeOf(req, requestPrototype);
      Object.setPrototypeOf(reply.raw, responsePrototype);
      done(error === undefined || error === null ? undefined : (error as Error));
    });
  });
  for (const method of MUTATING_METHODS) instance[REGISTERED_ROUTES]?.push({ method, path: `${path}/*rest` });
}

/** `url` with `mount` (lower-case) taken off its path, or undefined when its path is not the mount or below it. */
export function urlInsideMount(url: string, mount: string): string | undefined {
  if (url.length < mount.length || url.slice(0, mount.length).toLowerCase() !== mount) return undefined;
  const rest = url.slice(mount.length);
  if (rest === '' || rest[0] === '?' || rest[0] === '#') return `/${rest}`;
  return rest[0] === '/' ? rest : undefined;
}

/** The raw Node request and answer behind a handler's `@Req()`/`@Res()`, on Express (itself) or Fastify (`raw`). */
export function rawRequestOf(req: object): IncomingMessage {
  return ((req as { raw?: IncomingMessage }).raw ?? req) as IncomingMessage;
}

export function rawResponseOf(res: object): ServerResponse {
  return ((res as { raw?: ServerResponse }).raw ?? res) as ServerResponse;
}

/**
 * Tells Fastify that the handler writes the answer itself on the raw response (an event stream, a file): without it
 * Fastify would also try to answer. A no-op on Express.
 */
export function takeOverAnswer(res: object): void {
  const reply = res as { hijack?: () => void };
  if (typeof reply.hijack === 'function') reply.hijack();
}
