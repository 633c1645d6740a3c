import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, apiPost, signInThroughApi, firstSampleItemName } from './support';

test('an admin runs a catalogue sync end to end and sees the synced product in /store', async ({ page }) => {
  const name = firstSampleItemName();
  await signInThroughApi(page, DEMO_ADMIN);
  const res = await apiPost(page, '/api/products/sync-square');
  expect(res.status(), await res.text()).toBe(202);
  const { jobId } = await res.json();

  await expect
    .poll(async () => (await (await page.request.get(`/api/products/sync-square/${jobId}`)).json()).state, {
      timeout: 30_000,
    })
    .toBe('completed');

  // The catalogue spans several pages of the grid: look the product up the way a shopper would.
  await page.goto(`/store?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('the queue dashboard opens for an admin and is refused to a member', async ({ browser }) => {
  const admin = await browser.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  const ok = await admin.goto('/admin/queues');
  expect(ok?.status()).toBe(200);
  await expect(admin.getByText('catalog-sync').first()).toBeVisible();
  // The account service's events queue is on the same board.
  await expect(admin.getByText('account-events').first()).toBeVisible();
  await admin.close();

  const member = await browser.newPage();
  await signInThroughApi(member, DEMO_MEMBER);
  const refused = await member.request.get('/admin/queues', { headers: { accept: 'application/json' } });
  expect(refused.status()).toBe(403);
  const sync = await apiPost(member, '/api/products/sync-square');
  expect(sync.status()).toBe(403);
  await member.close();
});

test('a visitor opening the queue dashboard signs in as the admin and is brought back to it', async ({
  page,
}) => {
  await page.goto('/admin/queues');
  await expect(page).toHaveURL(/\/auth\?returnTo=\/admin\/queues$/);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The dashboard is the store service's page, not the site's: loaded from the server, not the site's 404.
  await expect(page).toHaveURL(/\/admin\/queues$/);
  await expect(page.getByText('catalog-sync').first()).toBeVisible();
});
