import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  ADMIN_OVERVIEW_CARDS,
  DEV_ADMIN_OVERVIEW_PASSWORD,
  signInThroughApi,
  signUpThroughApi,
  uniqueUser,
} from '../support';

test('the admin sees the overview cards and recent activity on /admin-dashboard @mobile', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  // The numbers need the session unlocked with the admin password first.
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Admin password' }).fill(DEV_ADMIN_OVERVIEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  for (const card of ADMIN_OVERVIEW_CARDS) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByText('99.9% uptime', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^(No recent activity|.+)$/).first()).toBeVisible();
});

test('a member is refused the admin pages', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Admin access required' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
});
