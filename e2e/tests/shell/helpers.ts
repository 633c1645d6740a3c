import { test, type Page } from '@playwright/test';

/** Records a decision as the banner would, before any page script runs, so the banner stays out of the way. */
export async function withConsentDecided(
  page: Page,
  choices = { performance: false, functionality: false, marketing: false },
) {
  const record = JSON.stringify({ version: 1, choices, decidedAt: new Date().toISOString() });
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('petcora.consent'))
      window.localStorage.setItem('petcora.consent', value);
  }, record);
}

/**
 * A session cookie the server does not know. A page requested without any session cookie tells the shell the visitor
 * is anonymous (ADR 0039); with one, the shell asks GET /api/auth/me as it does for a member.
 */
export async function withUnknownSessionCookie(page: Page) {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:8080').origin;
  await page.context().addCookies([{ name: 'petcora.sid', value: 's%3Aunknown-session.x', url: origin }]);
}

/** True in the 'mobile' Playwright project (375 px wide). */
export function isSmallScreen(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}
