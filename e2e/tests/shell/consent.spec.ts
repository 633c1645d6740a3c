import { expect, test, type Page } from '@playwright/test';
import { hydratedCookieBanner } from './helpers';

const ESSENTIAL_COOKIES = new Set(['XSRF-TOKEN', 'petcora.sid', 'petcora_consent']);

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name);
}

/** Session storage the router needs to restore scroll positions: strictly necessary, this tab only. */
const ESSENTIAL_SESSION_KEYS = new Set(['react-router-scroll-positions']);

async function storageKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
  ]);
  return keys.filter((key) => !ESSENTIAL_SESSION_KEYS.has(key));
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('first visit: the banner asks, and nothing non-essential is stored before consent @mobile', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect(banner).toBeVisible();
  // Browse a little without deciding.
  await page.getByRole('link', { name: 'Cookie Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await page.goto('/about');
  await expect(banner).toBeVisible();

  const nonEssential = (await cookieNames(page)).filter((name) => !ESSENTIAL_COOKIES.has(name));
  expect(nonEssential).toEqual([]);
  expect(await cookieNames(page)).not.toContain('petcora_consent');
  expect(await storageKeys(page)).toEqual([]);
});

test('accepting everything sets the analytics cookies, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await hydratedCookieBanner(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
  await expect
    .poll(() => cookieNames(page))
    .toEqual(
      expect.arrayContaining(['petcora_consent', 'petcora_analytics_id', 'petcora_analytics_session']),
    );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
});

test('rejecting everything stores the refusal and sets nothing optional @mobile', async ({ page }) => {
  await page.goto('/');
  // Clicked as soon as the page has loaded, as a person (or a test) would: the app must have started by then.
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeHidden();
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('petcora.consent') ?? 'null'),
  );
  expect(stored.choices).toEqual({ performance: false, functionality: false, marketing: false });
  expect((await cookieNames(page)).filter((name) => !ESSENTIAL_COOKIES.has(name))).toEqual([]);
});

test('per-category choices in Cookie Settings survive a reload and can be changed later @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await hydratedCookieBanner(page);
  await page.getByRole('button', { name: 'Customise' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Performance' }).check();
  await dialog.getByRole('checkbox', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cookieNames(page)).toContain('petcora_analytics_id');

  await page.reload();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog.getByRole('checkbox', { name: 'Performance' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Functionality' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();

  // Withdraw performance consent: the analytics cookies go at once.
  await dialog.getByRole('checkbox', { name: 'Performance' }).uncheck();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => cookieNames(page)).not.toContain('petcora_analytics_id');
  expect(await cookieNames(page)).not.toContain('petcora_analytics_session');

  await page.reload();
  const hasConsent = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('petcora.consent') ?? 'null').choices,
  );
  expect(hasConsent).toEqual({ performance: false, functionality: false, marketing: true });
});

test('the Cookie Settings dialog closes with Escape and gives focus back @mobile', async ({ page }) => {
  await page.goto('/');
  await hydratedCookieBanner(page);
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeHidden();
  await expect(opener).toBeFocused();
});
