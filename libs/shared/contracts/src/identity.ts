/** Roles a user can hold. Admin is checked on the server for /api/admin/*, catalogue sync and /admin/queues. */
export type Role = 'member' | 'admin';

/** What the gateway asserts about the caller, signed into the short-lived identity token. */
export interface IdentityClaims {
  sub: string; // user id
  username: string;
  role: Role;
  /**
   * An admin whose session was unlocked with the admin overview password and has not expired or been locked since.
   * Only ever true for role admin; absent otherwise. The admin stats (the overview's data) require it.
   */
  adminElevated?: boolean;
}

/** The 403 message of a route that needs the admin overview unlocked (the admin stats). */
export const ADMIN_ELEVATION_REQUIRED = 'Admin password required: unlock the admin overview first';

/**
 * account `GET /internal/session`: who the forwarded session cookie belongs to (401 when nobody). The gateway turns
 * it into IdentityClaims (`id` becomes `sub`) and signs them.
 */
export interface SessionIdentity {
  id: string;
  username: string;
  role: Role;
  /** An admin session unlocked with the overview password: until when (ms since epoch). Absent when not unlocked. */
  adminElevatedUntil?: number;
}

const ROLES: readonly Role[] = ['member', 'admin'];

/**
 * The gateway's reading of a `GET /internal/session` body: a SessionIdentity, or null when the body is anything
 * else (then the gateway treats the caller as anonymous and logs it). An unknown role is refused, never defaulted:
 * a drifted account service must not silently grant or drop admin rights.
 */
export function parseSessionIdentity(body: unknown): SessionIdentity | null {
  if (!body || typeof body !== 'object') return null;
  const { id, username, role, adminElevatedUntil } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof username !== 'string' || username === '') return null;
  if (typeof role !== 'string' || !ROLES.includes(role as Role)) return null;
  if (adminElevatedUntil === undefined) return { id, username, role: role as Role };
  // An elevation is an admin's only, with a real time: anything else is drift, refused like an unknown role.
  if (role !== 'admin' || typeof adminElevatedUntil !== 'number' || !Number.isFinite(adminElevatedUntil))
    return null;
  return { id, username, role: 'admin', adminElevatedUntil };
}

/**
 * The claims the gateway signs for a resolved session: `adminElevated` while the session's elevation lasts (checked
 * against `now`, so a cached answer loses it on time too).
 */
export function claimsOf(identity: SessionIdentity, now = Date.now()): IdentityClaims {
  const claims: IdentityClaims = { sub: identity.id, username: identity.username, role: identity.role };
  if (
    identity.role === 'admin' &&
    identity.adminElevatedUntil !== undefined &&
    identity.adminElevatedUntil > now
  )
    claims.adminElevated = true;
  return claims;
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
