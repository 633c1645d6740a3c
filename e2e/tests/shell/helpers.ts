import { expect, test, type Locator, type Page } from '@playwright/test';

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

/**
 * The cookie banner once React has taken it over (`data-hydrated`), or null when hydration removed it (the choice was
 * already stored): a test that answers it is about what follows, not about how soon after `page.goto` it can.
 */
export async function hydratedCookieBanner(page: Page): Promise<Locator | null> {
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect
    .poll(async () => (await banner.count()) === 0 || (await banner.getAttribute('data-hydrated')) !== null)
    .toBe(true);
  return (await banner.count()) === 0 ? null : banner;
}

/** Answers the cookie banner (Reject all) when it is there, so it covers no buttons or toasts. */
export async function rejectCookieBanner(page: Page) {
  const banner = await hydratedCookieBanner(page);
  if (banner && (await banner.isVisible())) {
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
  }
}
