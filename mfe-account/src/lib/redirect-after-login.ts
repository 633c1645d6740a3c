import { REDIRECT_AFTER_LOGIN_KEY, safeReturnPath } from '@petcora/validation/return-path';

export { REDIRECT_AFTER_LOGIN_KEY };

/** Reads and clears the path a protected route saved before sending the visitor to sign in. */
export function takeRedirectAfterLogin(fallback: string): string {
  const saved = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  return safeReturnPath(saved) ?? fallback;
}
