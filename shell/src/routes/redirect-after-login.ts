/** Session-storage key of the path to return to after signing in (spec §3, client storage). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Remembers where the visitor was going, so sign-in can bring them back. */
export function rememberRedirectAfterLogin(path: string): void {
  sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}
