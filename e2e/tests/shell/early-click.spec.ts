import { expect, test, type Page } from '@playwright/test';
import { withConsentDecided } from './helpers';

/**
 * The app hydrates in a transition (ADR 0044): React works in slices and the prerendered page can still be partly
 * dehydrated when a person clicks. React must then hydrate what was clicked at once and replay the click. On a slow
 * phone (CPU 6x slower) a click right after `page.goto` lands before the banner is hydrated; it must still count
 * (the lead's review of ADR 0043: 'Reject all' did nothing, 'Discover' lost its splash).
 */
async function slowPhoneCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

for (const path of ['/community', '/store', '/auth']) {
  test(`'Reject all' clicked right after ${path} loaded on a slow phone is kept`, async ({ page }) => {
    await slowPhoneCpu(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('petcora.consent') ?? 'null'),
    );
    expect(stored?.choices).toEqual({ performance: false, functionality: false, marketing: false });
  });
}

test("'Discover' clicked right after / loaded on a slow phone shows the PET CORA splash", async ({
  page,
}) => {
  await withConsentDecided(page);
  await slowPhoneCpu(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Discover', exact: true }).click();
  await expect(page.getByTestId('pet-haven-splash')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Haven' })).toBeVisible();
});
