/**
 * The paths under /api that a browser opens as a document, never as an API call: the spec's sign-in completion page
 * and its two server navigations (redirects to pages). The gateway serves the first as the app, routes the other two
 * to the account service, and gives all three a page's security headers instead of an API answer's (ADR 0051).
 */
export const API_DOCUMENT_PATHS = {
  /** The sign-in completion page (the account remote's CallbackPage). */
  callback: '/api/callback',
  /** Server navigation to the sign-in screen, keeping a same-site return path. */
  login: '/api/login',
  /** Server navigation: sign out and go home. */
  logout: '/api/logout',
} as const;
