import { createHash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { stringifySetCookie, type SerializeOptions } from 'cookie';
import type { FastifyReply } from 'fastify';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_DAYS } from '@petcora/contracts';
import { isDevelopmentLike } from '@petcora/nest-common';

/** 32 random bytes as base64url: what the cookie carries. Only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The visitor cart token from the Cookie header, or null when absent or not shaped like one of ours (a forged or
 * truncated value is simply no cart: it is never hashed into a lookup that could match).
 */
export function readCartToken(req: { headers: IncomingHttpHeaders }): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CART_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN_PATTERN.test(value) ? value : null;
  }
  return null;
}

/** Essential cookie (the /cookies page's "cart"): httpOnly, SameSite=Lax, 30 days, Secure unless NODE_ENV=development or test. */
export function cartCookieOptions(): SerializeOptions {
  return {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isDevelopmentLike(process.env),
  };
}

export const CART_COOKIE_MAX_AGE_MS = CART_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** Max-Age and Expires both, as Express's `res.cookie` wrote them (older browsers read only Expires). */
export function setCartCookie(reply: FastifyReply, token: string): void {
  const expires = new Date(Date.now() + CART_COOKIE_MAX_AGE_MS);
  const maxAge = CART_COOKIE_MAX_AGE_MS / 1000;
  appendSetCookie(reply, stringifySetCookie(CART_COOKIE, token, { ...cartCookieOptions(), maxAge, expires }));
}

/** Empty and expired at the epoch, on the same path, so the browser drops it. */
export function clearCartCookie(reply: FastifyReply): void {
  appendSetCookie(
    reply,
    stringifySetCookie(CART_COOKIE, '', { ...cartCookieOptions(), expires: new Date(1) }),
  );
}

/** Fastify adds each `set-cookie` value to the ones already set rather than replacing them. */
function appendSetCookie(reply: FastifyReply, cookie: string): void {
  reply.header('set-cookie', cookie);
}
