import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENT_ADDRESS_HEADER,
  findAuthRoute,
  IDENTITY_HEADER,
  SESSION_COOKIE,
  type IdentityClaims,
} from '@petcora/contracts';
import type { IdentityAudience } from '@petcora/identity';
import type { TraceContext } from '@petcora/tracing';
import { pathOf, type Step } from '../http/steps';
import { traceOf } from '../request-id/request-id';
import type { IdentityTokenCache } from './identity-token-cache';
import { readRawCookie } from './session-cookie';
import type { SessionResolver } from './session-resolver';

/**
 * Requests that end or change a session (the shared auth route table's sign-out and session-change routes): their
 * cache entry is dropped before and after they reach the account service.
 */
export function isSignOutRequest(method: string, path: string): boolean {
  const kind = findAuthRoute(method, path)?.kind;
  return kind === 'sign-out' || kind === 'session-change';
}

/**
 * A client must never choose its own identity nor the address services see: both headers are removed from every
 * request, before anything else looks at them (the proxy sets the gateway's own values).
 */
export function stripClientIdentity(): Step {
  return (request) => {
    delete request.raw.headers[IDENTITY_HEADER];
    delete request.raw.headers[CLIENT_ADDRESS_HEADER];
  };
}

/** Per request: signs the caller's identity for one service. Set only for an identified caller. */
const tokenMinters = new WeakMap<FastifyRequest, (audience: IdentityAudience) => string>();

/**
 * The identity token of this request's caller addressed to `audience` (the service the request goes to), or
 * undefined for an anonymous caller. Tokens are minted per target so a service cannot replay one at another.
 */
export function identityTokenFor(req: FastifyRequest, audience: IdentityAudience): string | undefined {
  return tokenMinters.get(req)?.(audience);
}

/**
 * Authenticates the request once: resolves the session cookie to an identity, keeps it in `reply.locals.identity`
 * for the gateway's own handlers, and lets the proxy and the composed reads sign it for their target service
 * (identityTokenFor). A session answered lately is resolved synchronously (no promise); else the returned promise
 * settles once the identity is known.
 */
export function resolveIdentity(
  resolver: SessionResolver,
  tokens: IdentityTokenCache,
  cookieName: string = SESSION_COOKIE,
  /** Tells the other gateway copies (sign-out broadcast); absent in single-copy tests. */
  announceSignOut: (sessionCookie: string, trace?: TraceContext) => void = () => undefined,
): Step {
  return (request, reply) => {
    const req = request.raw;
    delete req.headers[IDENTITY_HEADER];
    const identified = (claims: IdentityClaims | null) => {
      reply.locals.identity = claims;
      if (claims) tokenMinters.set(request, (audience) => tokens.tokenFor(claims, audience));
    };
    const sessionCookie = readRawCookie(req.headers.cookie, cookieName);
    if (!sessionCookie) return identified(null);
    if (isSignOutRequest(request.method, pathOf(request, reply))) {
      resolver.evict(sessionCookie);
      // Not cached: the session is about to end. Evict again afterwards in case a parallel request re-cached it.
      reply.raw.on('finish', () => {
        resolver.evict(sessionCookie);
        // `finish` comes after this step returned: the request's trace goes along explicitly.
        announceSignOut(sessionCookie, traceOf(reply));
      });
      return resolver.resolveUncached(sessionCookie, traceOf(reply)).then(identified);
    }
    // A session answered lately goes on at once, without a promise; else the account service is asked.
    const cached = resolver.resolveCached(sessionCookie);
    if (cached !== undefined) return identified(cached);
    return resolver.resolve(sessionCookie, traceOf(reply)).then(identified);
  };
}

export function identityOf(reply: FastifyReply): IdentityClaims | null {
  return reply.locals.identity ?? null;
}
