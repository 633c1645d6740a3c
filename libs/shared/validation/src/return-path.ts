/** Session-storage key of the path to return to after signing in (spec §3, client storage). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/**
 * A return path we may redirect to after sign-in: same-site and relative, i.e. starting with exactly one "/".
 * Anything else ("//evil.example", "/\\evil.example", "https://…", control characters) is dropped, so neither the
 * server's /api/login nor the sign-in screens can become an open redirect. One rule for both sides.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  return candidate;
}
