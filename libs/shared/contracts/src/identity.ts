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

const ROLES: readonly Role[] = ['member', 'admin'];

/**
 * The gateway's reading of a `GET /internal/session` body: a SessionIdentity, or null when the body is anything
 * else (then the gateway treats the caller as anonymous and logs it). An unknown role is refused, never defaulted:
 * a drifted account service must not silently grant or drop admin rights.
 */
export function parseSessionIdentity(body: unknown): SessionIdentity | null {
  if (!body || typeof body !== 'object') return null;
  const { id, username, role } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof username !== 'string' || username === '') return null;
  if (typeof role !== 'string' || !ROLES.includes(role as Role)) return null;
  return { id, username, role: role as Role };
}

/** The claims the gateway signs for a resolved session. */
export function claimsOf(identity: SessionIdentity): IdentityClaims {
  return { sub: identity.id, username: identity.username, role: identity.role };
}

/** Header carrying the gateway-signed identity token to services. Clients can never set it: the gateway strips it. */
export const IDENTITY_HEADER = 'x-petcora-identity';

/**
 * Header carrying the client's address as the gateway decided it (from its own TRUST_PROXY setting) to services. The
 * gateway sets it on every request it sends upstream, overwriting whatever a client sent; services read the client
 * address only from it (`clientAddressOf` in @petcora/nest-common), never from X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-petcora-client-address';

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

/**
 * `<meta name="petcora-session" content="none">`: the gateway's note in a page it serves that the request carried no
 * session cookie, so the page knows the visitor is anonymous without asking GET /api/auth/me (whose 401 the browser
 * would log as an error). Only ever "none"; absent means "ask".
 */
export const SESSION_HINT_META = 'petcora-session';
export const NO_SESSION_HINT = 'none';

/** CSRF double-submit cookie and header (the usual SPA convention). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
