import type { Request, RequestHandler, Response } from 'express';
import {
  CLIENT_ADDRESS_HEADER,
  findAuthRoute,
  IDENTITY_HEADER,
  SESSION_COOKIE,
  type IdentityClaims,
} from '@petcora/contracts';
import type { IdentityAudience } from '@petcora/identity';
import type { TraceContext } from '@petcora/tracing';
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
export function stripClientIdentity(): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[IDENTITY_HEADER];
    delete req.headers[CLIENT_ADDRESS_HEADER];
    next();
  };
}

/** Per request: signs the caller's identity for one service. Set only for an identified caller. */
const tokenMinters = new WeakMap<Request, (audience: IdentityAudience) => string>();

/**
 * The identity token of this request's caller addressed to `audience` (the service the request goes to), or
 * undefined for an anonymous caller. Tokens are minted per target so a service cannot replay one at another.
 */
export function identityTokenFor(req: Request, audience: IdentityAudience): string | undefined {
  return tokenMinters.get(req)?.(audience);
}

/**
 * Authenticates the request once: resolves the session cookie to an identity, keeps it in `res.locals.identity`
 * for the gateway's own handlers, and lets the proxy and the composed reads sign it for their target service
 * (identityTokenFor).
 */
export function resolveIdentity(
  resolver: SessionResolver,
  tokens: IdentityTokenCache,
  cookieName: string = SESSION_COOKIE,
  /** Tells the other gateway copies (sign-out broadcast); absent in single-copy tests. */
  announceSignOut: (sessionCookie: string, trace?: TraceContext) => void = () => undefined,
): RequestHandler {
  return (req, res, next) => {
    delete req.headers[IDENTITY_HEADER];
    const identified = (claims: IdentityClaims | null) => {
      res.locals.identity = claims;
      if (claims) tokenMinters.set(req, (audience) => tokens.tokenFor(claims, audience));
      next();
    };
    const sessionCookie = readRawCookie(req.headers.cookie, cookieName);
    if (!sessionCookie) return identified(null);
    if (isSignOutRequest(req.method, req.path)) {
      resolver.evict(sessionCookie);
      // Not cached: the session is about to end. Evict again afterwards in case a parallel request re-cached it.
      res.on('finish', () => {
        resolver.evict(sessionCookie);
        // `finish` comes after this middleware returned: the request's trace goes along explicitly.
        announceSignOut(sessionCookie, traceOf(res));
      });
      return resolver.resolveUncached(sessionCookie, traceOf(res)).then(identified);
    }
    // A session answered lately goes on at once, without a promise; else the account service is asked.
    const cached = resolver.resolveCached(sessionCookie);
    if (cached !== undefined) return identified(cached);
    return resolver.resolve(sessionCookie, traceOf(res)).then(identified);
  };
}

export function identityOf(res: Response): IdentityClaims | null {
  return (res.locals.identity as IdentityClaims | null | undefined) ?? null;
}
