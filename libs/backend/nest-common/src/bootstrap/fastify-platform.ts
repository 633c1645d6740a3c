import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memoizedEtagHash } from './etag-hash';
import { runEveryRequestMiddleware } from './every-request';
import { type DeferredJsonBody, registerJsonBodyRules } from './json-body';

/**
 * A Fastify adapter that routes like the services' Express set-up, so moving a service does not change its API:
 * paths match in any case and with a trailing slash (Express's defaults), path parameters as long as Express allows
 * (Fastify's default refuses a segment over 100 characters with 414), the query string parsed the same simple way.
 */
export function createFastifyAdapter(): FastifyAdapter {
  const adapter = new ServiceFastifyAdapter({
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
 * Registers the services' body rules (json-body.ts) where Nest registers an adapter's body parsers: at `init()`, unless
 * the app is created with `bodyParser: false`.
 */
class ServiceFastifyAdapter extends FastifyAdapter {
  private bodyRulesRegistered = false;
  /** Set by configureFastify before `init()`. */
  deferredJsonBody?: DeferredJsonBody;

  override registerParserMiddleware(): void {
    if (this.bodyRulesRegistered) return;
    this.bodyRulesRegistered = true;
    registerJsonBodyRules(this.getInstance() as FastifyInstance, this.deferredJsonBody);
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

/** Path prefixes whose routes are listed as one mounted app (listAsMountedApp) rather than one by one. */
const MOUNTED_APP_PREFIXES = Symbol.for('petcora.mountedAppPrefixes');

type ListingInstance = FastifyInstance & {
  [REGISTERED_ROUTES]?: RegisteredRoute[];
  [MOUNTED_APP_PREFIXES]?: Set<string>;
};

const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Lists the routes a third-party plugin registers under `prefix` (Bull Board's dashboard) as one app mounted there:
 * `<prefix>/*rest` for every mutating method, as the board was listed when it was mounted on Express. Its routes are
 * the plugin's own and all sit behind one hook of the service's (the admin check), which is what the route walks
 * should try; its two-parameter routes would also make the walk's 10 KB parameter values exceed Node's 16 KB limit
 * on a request's head. Call before the plugin's routes are registered (before `init()`).
 */
export function listAsMountedApp(instance: FastifyInstance, prefix: string): void {
  const listing = instance as ListingInstance;
  listing[MOUNTED_APP_PREFIXES]?.add(prefix.toLowerCase());
  for (const method of MUTATING_METHODS)
    listing[REGISTERED_ROUTES]?.push({ method, path: `${prefix}/*rest` });
}

/**
 * The rest of Express's set-up on Fastify (configureApp calls it before `init()`): weak ETags on answers, as Express
 * sends them, so a browser's revalidation still gets a 304; each request's route pattern put where the metrics look
 * for it; the registered routes listed.
 */
export function configureFastify(app: INestApplication, deferredJsonBody?: DeferredJsonBody): void {
  const adapter = app.getHttpAdapter();
  if (deferredJsonBody) {
    // Only the services' adapter reads bodies by these rules; another would parse the deferred body before the guard.
    if (!(adapter instanceof ServiceFastifyAdapter))
      throw new Error('deferJsonBody needs createFastifyAdapter()');
    adapter.deferredJsonBody = deferredJsonBody;
  }
  const instance = adapter.getInstance() as FastifyInstance;
  const routes: RegisteredRoute[] = [];
  const mountedAppPrefixes = new Set<string>();
  Object.defineProperty(instance, REGISTERED_ROUTES, { value: routes });
  Object.defineProperty(instance, MOUNTED_APP_PREFIXES, { value: mountedAppPrefixes });
  instance.addHook('onRoute', (route) => {
    if (route.prefix && mountedAppPrefixes.has(route.prefix.toLowerCase())) return;
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

/**
 * The raw Node request and answer behind a handler's `@Req()`/`@Res()` (Fastify's request and reply keep them in
 * `raw`); Node's own request and answer are their own (a plain Node server calling the same helpers).
 */
export function rawRequestOf(req: object): IncomingMessage {
  return ((req as { raw?: IncomingMessage }).raw ?? req) as IncomingMessage;
}

export function rawResponseOf(res: object): ServerResponse {
  return ((res as { raw?: ServerResponse }).raw ?? res) as ServerResponse;
}

/**
 * Tells Fastify that the handler writes the answer itself on the raw response (an event stream, a file): without it
 * Fastify would also try to answer. Nothing to do on Node's own answer.
 */
export function takeOverAnswer(res: object): void {
  const reply = res as { hijack?: () => void };
  if (typeof reply.hijack === 'function') reply.hijack();
}
