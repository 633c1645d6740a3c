import { REDIRECT_AFTER_LOGIN_KEY } from '@petcora/validation/return-path';

/**
 * The sign-in address that comes back to `path` afterwards: `returnTo` for the auth screen's forms, and the stored
 * path the shell's protected routes use too (for a visitor who signs in some other way first).
 */
export function signInHref(path: string): string {
  return `/auth?${new URLSearchParams({ returnTo: path })}`;
}

export function rememberRedirectAfterLogin(path: string): void {
  sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}
