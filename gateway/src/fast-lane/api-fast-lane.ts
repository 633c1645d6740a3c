import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { CREDENTIAL_PATHS } from '../security/rate-limits';
import { DEPLOYMENT_PATH } from '../deployment/deployment-routes';
import { findUpstream } from '../proxy/route-table';

/**
 * Paths the lane never takes, compared lower-cased as prefixes (Express matches mount paths case-insensitively):
 * the credential routes, which have their own stricter rate limit, and the whole admin API, whose deployment switch
 * the gateway answers itself with a bearer token (ADR 0035). They go through the full Express chain.
 */
const FULL_CHAIN_PREFIXES = [...CREDENTIAL_PATHS, DEPLOYMENT_PATH, '/api/admin'].map((path) =>
  path.toLowerCase(),
);

/**
 * Whether a request is a plain proxied API call: a path under /api/ that the route table sends to a service, and
 * nothing the gateway itself answers or limits differently. Everything else (pages, bundles, composition, health,
 * credential and admin routes, unknown paths) goes through Express as before.
 */
export function takesFastLane(path: string): boolean {
  if (!path.startsWith('/api/') || findUpstream(path) === null) return false;
  const lower = path.toLowerCase();
  return !FULL_CHAIN_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * Runs `steps` (the same middleware instances the Express chain runs for such a request, in the same order) one after
 * another as plain functions. An error (passed on, thrown or rejected) goes to `onError`, Express's own error
 * handler; a request every step passed on (never, for a path the route table matched) gets `fallThrough` (a 404),
 * never the Express chain a second time.
 */
export function runSteps(
  steps: readonly RequestHandler[],
  onError: ErrorRequestHandler,
  fallThrough: RequestHandler,
): (req: Request, res: Response) => void {
  return (req, res) => {
    let index = 0;
    const fail = (error: unknown): void => {
      onError(error, req, res, () => undefined);
    };
    const step = (error?: unknown): void => {
      if (error) return fail(error);
      const handler = steps[index++] ?? fallThrough;
      try {
        const returned = (handler as (...args: unknown[]) => unknown)(req, res, step);
        if (returned instanceof Promise) returned.catch(fail);
      } catch (thrown) {
        fail(thrown);
      }
    };
    step();
  };
}

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void;

/**
 * The "fast lane" for proxied API calls, in front of Express's own request handling: a plain proxied API
 * call (takesFastLane) runs `steps` directly, without Express's router (~20 layers, two nested routers, matching paths
 * the request can never be for) and, on a server made by createGatewayServer, without Express giving each request
 * and response its API by swapping their prototypes (measured: ~110 µs of CPU per request; the router ~30 µs).
 * Every other request goes to Express exactly as before. It replaces the app's `handle`, which is what the app
 * function calls, so every server of the app (main.ts, supertest in the tests) goes through it.
 */
export function mountApiFastLane(
  app: Express,
  lane: {
    steps: readonly RequestHandler[];
    onError: ErrorRequestHandler;
    fallThrough: RequestHandler;
    /**
     * GET routes the gateway answers itself that are as hot as a proxied read (the search), by their exact path: the
     * steps the chain runs for them. Any other spelling (capitals, a trailing slash, HEAD) goes through Express.
     */
    ownGets?: Readonly<Record<string, readonly RequestHandler[]>>;
  },
): void {
  const withExpress = app as unknown as { handle: Handle; request: Request; response: Response };
  const expressHandle = withExpress.handle.bind(app);
  const run = runSteps(lane.steps, lane.onError, lane.fallThrough);
  const ownGets = new Map(
    Object.entries(lane.ownGets ?? {}).map(([path, steps]) => [
      path,
      runSteps(steps, lane.onError, lane.fallThrough),
    ]),
  );
  const requestApi = withExpress.request;
  const responseApi = withExpress.response;
  withExpress.handle = (incoming, outgoing, callback) => {
    // A server from createGatewayServer made them with Express's API already; any other server (tests) did not.
    if (!requestApi.isPrototypeOf(incoming)) {
      Object.setPrototypeOf(incoming, requestApi);
      Object.setPrototypeOf(outgoing, responseApi);
    }
    const req = incoming as Request;
    const res = outgoing as Response;
    const own = req.method === 'GET' ? ownGets.get(req.path) : undefined;
    if (!own && !takesFastLane(req.path)) return expressHandle(incoming, outgoing, callback);
    // What Express's handle and router would have set up.
    req.res = res;
    res.req = req;
    req.originalUrl = req.url;
    req.baseUrl = '';
    if (!res.locals) res.locals = Object.create(null);
    (own ?? run)(req, res);
  };
}
