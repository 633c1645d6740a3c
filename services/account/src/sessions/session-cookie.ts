import type { CookieOptions } from 'express';
import { sessionCookieName } from '@petcora/contracts';

/**
 * The session cookie's attributes; sign-out must clear it with the same path and flags. No Max-Age: the cookie lives
 * for the browser session, as the /cookies page tells visitors; the server's idle and absolute limits end it sooner.
 */
export function sessionCookieOptions(production: boolean): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production };
}

export { sessionCookieName };
