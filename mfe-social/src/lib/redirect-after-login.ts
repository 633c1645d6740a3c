import { REDIRECT_AFTER_LOGIN_KEY } from '@petcora/validation/return-path';

export { REDIRECT_AFTER_LOGIN_KEY };

/** Remembers the page the visitor is on, so signing in brings them back to it (the shared key and rule). */
export function rememberRedirectAfterLogin(path: string): void {
  sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}
