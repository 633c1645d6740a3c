import type { CookieOptions } from 'express';
import { SESSION_COOKIE } from '@petcora/contracts';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The session cookie's attributes; sign-out must clear it with the same path and flags. */
export function sessionCookieOptions(production: boolean): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production, maxAge: SESSION_MAX_AGE_MS };
}

export { SESSION_COOKIE };
