/**
 * The one table of the account service's authentication routes. The gateway builds its strict per-client limit
 * (credential routes) and its sign-out handling (sign-out routes) from it; the account service declares these
 * routes from it and refuses, at run time, to start or end a session on a route that is not listed here. So a new
 * credential route cannot silently miss the strict limit again (registration was outside it).
 */
export type AuthRouteKind =
  /** Checks a password or creates an account (an argon2 hash each): a guessing and cost target. */
  | 'credential'
  /** Ends the session. */
  | 'sign-out'
  /** Changes the session's privileges without a credential (drops the admin elevation). */
  | 'session-change';

export interface AuthRoute {
  method: 'GET' | 'POST';
  path: string;
  kind: AuthRouteKind;
}

export const AUTH_ROUTES = {
  signUp: { method: 'POST', path: '/api/auth/signup', kind: 'credential' },
  register: { method: 'POST', path: '/api/auth/register', kind: 'credential' },
  signIn: { method: 'POST', path: '/api/auth/signin', kind: 'credential' },
  simpleSignIn: { method: 'POST', path: '/api/simple-auth/signin', kind: 'credential' },
  simpleSignUp: { method: 'POST', path: '/api/simple-auth/signup', kind: 'credential' },
  adminUnlock: { method: 'POST', path: '/api/admin/unlock', kind: 'credential' },
  signOut: { method: 'POST', path: '/api/auth/signout', kind: 'sign-out' },
  simpleLogout: { method: 'POST', path: '/api/simple-auth/logout', kind: 'sign-out' },
  /** A top-level navigation (the spec's "Navigate to /api/logout"); see the gateway's navigation-only GET rule. */
  logoutNavigation: { method: 'GET', path: '/api/logout', kind: 'sign-out' },
  adminLock: { method: 'POST', path: '/api/admin/lock', kind: 'session-change' },
  /** Sets a new password from a reset link (an argon2 hash) and ends every session of the account. */
  passwordResetConfirm: { method: 'POST', path: '/api/auth/password-reset/confirm', kind: 'credential' },
} as const satisfies Record<string, AuthRoute>;

export type AuthRouteName = keyof typeof AUTH_ROUTES;

export function authRoutesOfKind(kind: AuthRouteKind): AuthRoute[] {
  return Object.values(AUTH_ROUTES).filter((route) => route.kind === kind);
}

/** The table entry for a request, comparing the path without a trailing slash. */
export function findAuthRoute(method: string, path: string): AuthRoute | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.values(AUTH_ROUTES).find(
    (route) => route.method === method.toUpperCase() && route.path === normalised,
  );
}
