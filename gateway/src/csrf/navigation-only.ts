import type { FastifyRequest } from 'fastify';
import { AUTH_ROUTES } from '@petcora/contracts';
import { answerJson, pathOf, type Step } from '../http/steps';

/** GETs that change state (the auth table's GET routes: navigating to /api/logout signs out). */
const STATE_CHANGING_GET_PATHS = new Set<string>(
  Object.values(AUTH_ROUTES)
    .filter((route) => route.method === 'GET')
    .map((route) => route.path),
);

export const NAVIGATION_ONLY_MESSAGE = 'This address only works when you open it from this site';

/**
 * A state-changing GET is answered only to a top-level navigation from this site or typed by the member (Fetch
 * Metadata: mode navigate, destination document, site same-origin or none). An `<img src="/api/logout">` anywhere,
 * a fetch, an iframe or a cross-site link is refused before it reaches the service. Browsers without Fetch Metadata
 * fall back to a same-origin check of Origin/Referer.
 */
export function requireTopLevelNavigation(ownOrigin: (request: FastifyRequest) => string): Step {
  return (request, reply) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !STATE_CHANGING_GET_PATHS.has(normalise(pathOf(request, reply)))
    )
      return;
    if (isAllowed(request, ownOrigin(request))) return;
    answerJson(request, reply, 403, { message: NAVIGATION_ONLY_MESSAGE });
  };
}

function isAllowed(req: FastifyRequest, origin: string): boolean {
  const mode = req.headers['sec-fetch-mode'];
  const dest = req.headers['sec-fetch-dest'];
  const site = req.headers['sec-fetch-site'];
  if (mode !== undefined || dest !== undefined || site !== undefined)
    return mode === 'navigate' && dest === 'document' && (site === 'same-origin' || site === 'none');
  const source = req.headers.origin ?? originOf(req.headers.referer);
  return source === undefined || source.toLowerCase() === origin;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
