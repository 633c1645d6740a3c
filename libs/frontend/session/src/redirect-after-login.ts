import { REDIRECT_AFTER_LOGIN_KEY, safeReturnPath } from '@petcora/validation/return-path';

export { REDIRECT_AFTER_LOGIN_KEY };

/**
 * Where signing in should bring the visitor back to: remembered by a protected route, a sign-in prompt or the cart
 * before sending them to sign in, read (and cleared) by the sign-in screens. One key and one rule for every area.
 */
export function rememberRedirectAfterLogin(path: string): void {
  sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

/** Reads and clears the remembered path; `fallback` when there is none or it is not a same-site path. */
export function takeRedirectAfterLogin(fallback: string): string {
  const saved = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  return safeReturnPath(saved) ?? fallback;
}

/**
 * The sign-in address that comes back to `path` afterwards: `returnTo` for the auth screen's forms (the remembered
 * path covers a visitor who signs in some other way first).
 */
export function signInHref(path: string): string {
  return `/auth?${new URLSearchParams({ returnTo: path })}`;
}
