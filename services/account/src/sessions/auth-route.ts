import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH_ROUTES, type AuthRouteKind, type AuthRouteName, findAuthRoute } from '@petcora/contracts';

/**
 * Declares a handler at its entry of the shared auth route table (method and path come from the table, so the
 * gateway's strict limit and sign-out list cannot disagree with what this service serves).
 */
export function AuthRoute(name: AuthRouteName, status = 200): MethodDecorator {
  const route = AUTH_ROUTES[name];
  return route.method === 'GET'
    ? applyDecorators(Get(route.path))
    : applyDecorators(Post(route.path), HttpCode(status));
}

/**
 * Refuses to start or end a session on a route the table does not list: a new credential route that forgot the
 * table fails its first test instead of quietly escaping the gateway's strict limit.
 */
export function assertAuthRoute(req: FastifyRequest, kinds: readonly AuthRouteKind[]): void {
  // The matched route's pattern as registered, whatever the letter case or trailing slash of the request's path.
  const path = req.routeOptions.url ?? req.url.split('?')[0];
  const route = findAuthRoute(req.method, path);
  if (!route || !kinds.includes(route.kind))
    throw new Error(
      `${req.method} ${path} changes the session but is not a ${kinds.join('/')} route of AUTH_ROUTES (@petcora/contracts)`,
    );
}
