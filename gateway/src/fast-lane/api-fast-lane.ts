import type { Request, RequestHandler } from 'express';
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
 * The "fast lane" for proxied API calls (issue 12): the same middleware instances the Express chain runs for such a
 * request, in the same order, called one after another as plain functions, instead of walking ~20 router layers
 * (two nested routers among them) that match paths the request can never be for. Mounted first; a request the lane
 * does not take goes on to the Express chain untouched. An error (thrown, rejected or passed on) goes to Express's
 * error handler, as in the chain; a step that passes the request on after the last one (never, for a path the route
 * table matched) is answered 404 like an unknown API path, never run through the chain a second time.
 */
export function apiFastLane(steps: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (!takesFastLane(req.path)) return next();
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const handler = steps[index++];
      if (!handler) {
        res.status(404).json({ message: 'Not found' });
        return;
      }
      try {
        const returned: unknown = handler(req as Request, res, step);
        if (returned instanceof Promise) returned.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
