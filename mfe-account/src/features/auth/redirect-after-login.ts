export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Reads and clears the path a protected route saved before sending the visitor to sign in. */
export function takeRedirectAfterLogin(fallback: string): string {
  const saved = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  // Only same-site paths: never follow a stored absolute or protocol-relative URL.
  return saved && saved.startsWith('/') && !saved.startsWith('//') ? saved : fallback;
}
