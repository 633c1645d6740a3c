export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Only same-site paths: never follow a stored absolute or protocol-relative URL. */
export function safeSitePath(candidate: string | null): string | null {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')
    ? candidate
    : null;
}

/** Reads and clears the path a protected route saved before sending the visitor to sign in. */
export function takeRedirectAfterLogin(fallback: string): string {
  const saved = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  return safeSitePath(saved) ?? fallback;
}
