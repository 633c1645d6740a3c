import type { ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@petcora/contracts';
import { readRawCookie } from '../identity/session-cookie';
import { randomToken } from '@petcora/tracing';
import { answerJson, pathOf, type Step } from '../http/steps';
import { forwardedHost, forwardedProtocol } from '../proxy/client-address';

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
export function issueCsrfCookie(options: { secure: boolean }): Step {
  // Readable by the page's scripts (no HttpOnly); the token is base64url, so it needs no encoding.
  const attributes = `; Path=/${options.secure ? '; Secure' : ''}; SameSite=Lax`;
  return (request, reply) => {
    if (!readRawCookie(request.raw.headers.cookie, XSRF_COOKIE))
      appendSetCookie(reply.raw, `${XSRF_COOKIE}=${randomToken(32, 'base64url')}${attributes}`);
  };
}

function appendSetCookie(res: ServerResponse, cookie: string): void {
  const set = res.getHeader('set-cookie');
  res.setHeader(
    'set-cookie',
    set === undefined ? cookie : [...(Array.isArray(set) ? set : [String(set)]), cookie],
  );
}

/** Refuses a state-changing API request from another origin, or without the matching token. */
export function requireCsrfToken(): Step {
  return (request, reply) => {
    const path = pathOf(request, reply);
    if (!STATE_CHANGING_METHODS.has(request.method) || !PROTECTED_PATH.test(path)) return;
    if (request.method === 'POST' && SIGNED_CALLBACK_PATHS.has(path)) return;
    const headers = request.raw.headers;
    const origin = headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== ownOrigin(request)) {
      answerJson(request, reply, 403, { message: CSRF_MESSAGES.crossSite });
      return;
    }
    const cookieToken = readRawCookie(headers.cookie, XSRF_COOKIE);
    const headerToken = headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      answerJson(request, reply, 403, { message: CSRF_MESSAGES.invalidToken });
      return;
    }
  };
}

/** The origin the browser sees for this gateway; honours X-Forwarded-Proto/Host only when TRUST_PROXY says so. */
export function ownOrigin(request: FastifyRequest): string {
  return `${forwardedProtocol(request)}://${forwardedHost(request)}`.toLowerCase();
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
