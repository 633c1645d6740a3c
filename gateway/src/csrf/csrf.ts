import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { XSRF_COOKIE, XSRF_HEADER } from '@petcora/contracts';
import { readRawCookie } from '../identity/session-cookie';
import { randomToken } from '@petcora/tracing';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths whose state-changing requests are checked: the API and the queue dashboard's actions. */
const PROTECTED_PATH = /^\/(?:api|admin\/queues)(?:\/|$)/;

/**
 * Server-to-server callbacks that no browser sends: they carry no XSRF cookie and authenticate by their own signature
 * over the body (checked by the service), so the cookie check would only refuse them.
 */
const SIGNED_CALLBACK_PATHS = new Set(['/api/webhooks/square']);

export const CSRF_MESSAGES = {
  invalidToken: 'Invalid or missing CSRF token',
  crossSite: 'Cross-site request refused',
} as const;

/**
 * Double-submit cookie: a readable `XSRF-TOKEN` cookie the SPA echoes in `X-XSRF-TOKEN`. A cross-site page can make
 * the browser send the cookie but cannot read it, so it cannot produce the header. Issued on any response to a
 * request that has none.
 */
export function issueCsrfCookie(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (!readRawCookie(req.headers.cookie, XSRF_COOKIE)) {
      res.cookie(XSRF_COOKIE, randomToken(32, 'base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
      });
    }
    next();
  };
}

/** Refuses a state-changing API request from another origin, or without the matching token. */
export function requireCsrfToken(): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method) || !PROTECTED_PATH.test(req.path)) return next();
    if (req.method === 'POST' && SIGNED_CALLBACK_PATHS.has(req.path)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== ownOrigin(req)) {
      res.status(403).json({ message: CSRF_MESSAGES.crossSite });
      return;
    }
    const cookieToken = readRawCookie(req.headers.cookie, XSRF_COOKIE);
    const headerToken = req.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      res.status(403).json({ message: CSRF_MESSAGES.invalidToken });
      return;
    }
    next();
  };
}

/** The origin the browser sees for this gateway; honours X-Forwarded-Proto/Host only when TRUST_PROXY says so. */
export function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`.toLowerCase();
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
