import { REDIRECT_AFTER_LOGIN_KEY } from '@petcora/validation/return-path';

export { REDIRECT_AFTER_LOGIN_KEY };

/** Remembers where the visitor was going, so sign-in can bring them back. */
export function rememberRedirectAfterLogin(path: string): void {
  sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}
