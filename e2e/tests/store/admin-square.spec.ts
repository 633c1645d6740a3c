import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signInThroughApi, firstSampleItemName } from '../support';
import { rejectCookieBanner } from '../shell/helpers';

/** Opens a page and answers the cookie banner (Reject all) so it covers no buttons or toasts. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await rejectCookieBanner(page);
}

/**
 * Records, from inside the page, every sync-card status sentence shown: a small catalogue syncs in about a second, so
 * the test reads what the admin saw rather than racing the poll.
 */
async function recordSyncStatuses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __syncStatuses: string[] }).__syncStatuses = seen;
    new MutationObserver(() => {
      const status = document.querySelector('.catalog-sync-card [role="status"]')?.textContent ?? '';
      const bar = document.querySelector('.catalog-sync-card [role="progressbar"]');
      const entry = bar ? `${status} | bar: ${bar.getAttribute('aria-valuetext')}` : status;
      if (entry && seen[seen.length - 1] !== entry) seen.push(entry);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

test('an admin starts a sync on /admin/square, watches it run and finds the products in /store @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = firstSampleItemName();
  await recordSyncStatuses(page);
  await signInThroughApi(page, DEMO_ADMIN);
  await open(page, '/admin/square');

  await expect(page.getByRole('heading', { level: 1, name: 'Square Catalog Sync' })).toBeVisible();
  for (const label of ['Total products', 'Catalogue-synced products', 'Manual products', 'Average price']) {
    await expect(page.locator('.catalog-sync-stat dt', { hasText: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the queue dashboard' })).toHaveAttribute(
    'href',
    '/admin/queues',
  );

  const card = page.getByRole('region', { name: 'Square catalogue sync' });
  const start = card.getByRole('button', { name: 'Start sync' });
  await expect(start).toBeEnabled();
  const polled = page.waitForResponse((res) => /\/api\/products\/sync-square\/[^/]+$/.test(res.url()));
  await start.click();
  expect((await polled).status()).toBe(200);

  const toast = page.locator('.pc-toast').filter({ hasText: 'Sync Successful' });
  await expect(toast).toBeVisible({ timeout: 45_000 });
  await expect(toast).toContainText('Catalog sync started');
  await expect(card.getByRole('status')).toHaveText('The last sync succeeded.');
  await expect(card.getByText(/^Last synced/)).toBeVisible();
  await expect(card.getByLabel('Result of the sync')).toContainText('Items seen');
  await expect(card.getByRole('button', { name: 'Start sync' })).toBeEnabled();

  // What the admin saw while it ran: the sync card's syncing state before the result.
  const statuses = await page.evaluate(
    () => (window as unknown as { __syncStatuses: string[] }).__syncStatuses,
  );
  // (A run from the other viewport's test may already be in the history: look after the click.)
  const syncing = statuses.findIndex((s) => /^Sync(ing|\squeued)/.test(s));
  expect(syncing, statuses.join('\n')).toBeGreaterThanOrEqual(0);
  expect(statuses.lastIndexOf('The last sync succeeded.'), statuses.join('\n')).toBeGreaterThan(syncing);

  // The history's newest row is this run, started by the admin.
  const history = page.getByRole('table', { name: 'Sync history, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText('Succeeded');

  // The synced products table lists the catalogue; sorting by name is announced through aria-sort.
  const table = page.getByRole('table', { name: /Catalogue-synced products/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const nameHeader = table.getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // Nothing on the page is wider than the screen (tables scroll inside their cards).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The product is in the store, the way a shopper looks for it.
  await open(page, `/store?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a member opening /admin/square is refused @mobile', async ({ page }) => {
  await signInThroughApi(page, DEMO_MEMBER);
  await open(page, '/admin/square');
  await expect(page.getByRole('alert').filter({ hasText: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start sync' })).toHaveCount(0);
});

test('a visitor opening /admin/square is asked to sign in @mobile', async ({ page }) => {
  await open(page, '/admin/square');
  await expect(
    page.locator('.admin-square-page__gate').getByRole('link', { name: 'Sign in' }),
  ).toHaveAttribute('href', '/auth?returnTo=%2Fadmin%2Fsquare');
  await expect(page.getByRole('button', { name: 'Start sync' })).toHaveCount(0);
});
