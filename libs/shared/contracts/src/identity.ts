/** Roles a user can hold. Admin is checked on the server for /api/admin/*, catalogue sync and /admin/queues. */
export type Role = 'member' | 'admin';

/** What the gateway asserts about the caller, signed into the short-lived identity token. */
export interface IdentityClaims {
  sub: string; // user id
  username: string;
  role: Role;
}

/**
 * account `GET /internal/session`: who the forwarded session cookie belongs to (401 when nobody). The gateway turns
 * it into IdentityClaims (`id` becomes `sub`) and signs them.
 */
export interface SessionIdentity {
  id: string;
  username: string;
  role: Role;
}

/** Header carrying the gateway-signed identity token to services. Clients can never set it: the gateway strips it. */
export const IDENTITY_HEADER = 'x-petcora-identity';

/** Session cookie set by the account service (httpOnly, SameSite=Lax, no Max-Age: it ends with the browser session). */
export const SESSION_COOKIE = 'petcora.sid';

/**
 * Its name in production: the `__Host-` prefix makes browsers accept it only Secure, from this host, for path `/`,
 * so a sibling subdomain cannot plant a session cookie (fixation) or read it.
 */
export const PRODUCTION_SESSION_COOKIE = '__Host-petcora.sid';

export function sessionCookieName(production: boolean): string {
  return production ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE;
}

/** CSRF double-submit cookie and header (the usual SPA convention). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
