import { expect, test } from '@playwright/test';

test('the store remote lists products from the store service @mobile', async ({ page }) => {
  // One category: the catalogue is paged, so a product further down the alphabet may not be on the first page.
  await page.goto('/store?category=Shampoo+%26+Conditioner');
  await expect(page.getByText('Natural Dog Shampoo')).toBeVisible();
  await expect(page.getByText('$24.99').first()).toBeVisible();
  await expect(page.getByText('Natural Cat Shampoo')).toBeVisible();
  await expect(page.getByText('$19.99').first()).toBeVisible();
});

test('a remote that fails to load shows a fallback with retry, and the rest of the site keeps working', async ({
  page,
}) => {
  // Stop the store remote's files: every request for them fails, as if its host were down.
  await page.route('**/mfe/store/**', (route) => route.abort('connectionrefused'));
  await page.goto('/store');
  const retry = page.getByRole('button', { name: /try again/i });
  await expect(retry).toBeVisible({ timeout: 15_000 });

  // The shell and the other remotes still work.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Community' })).toBeVisible();

  // The store's files come back; retry loads the page in place.
  await page.goto('/store?category=Shampoo+%26+Conditioner');
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/mfe/store/**');
  await retry.click();
  await expect(page.getByText('Natural Dog Shampoo')).toBeVisible();
});

test('"Try again" right after a failed first load fetches the entry afresh (the gateway preloads it)', async ({
  page,
}) => {
  // The page preloads the store's remoteEntry.js; while the remote is down that preload fails, and the browser would
  // hand the failed preload to the next script with the same URL. A retry asks for another URL.
  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remoteEntry.js')) entryRequests.push(request.url());
  });
  await page.route('**/mfe/store/**', (route) => route.abort('connectionrefused'));
  await page.goto('/store?category=Shampoo+%26+Conditioner');
  const retry = page.getByRole('button', { name: /try again/i });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/mfe/store/**');
  await retry.click();
  await expect(page.getByText('Natural Dog Shampoo')).toBeVisible();
  expect(entryRequests[0]).toMatch(/\/remoteEntry\.js$/);
  // One failed load per part of the store on the page (the page, the cart icon): the count is the query's value.
  expect(entryRequests.at(-1)).toMatch(/\/remoteEntry\.js\?retry=[1-9]\d*$/);
});
