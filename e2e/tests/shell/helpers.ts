import type { Page } from '@playwright/test';

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

/** True in the 'mobile' Playwright project (375 px wide). */
export function isSmallScreen(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}
