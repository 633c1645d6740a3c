import type { CookieSerializeOptions } from '@fastify/cookie';
import { sessionCookieName } from '@petcora/contracts';

/**
 * The session cookie's attributes; sign-out must clear it with the same path and flags. No Max-Age: the cookie lives
 * for the browser session, as the /cookies page tells visitors; the server's idle and absolute limits end it sooner.
 */
export function sessionCookieOptions(production: boolean): CookieSerializeOptions & { path: string } {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production };
}

export { sessionCookieName };
