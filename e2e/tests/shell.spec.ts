import { expect, test } from '@playwright/test';

test('home page renders from the shell with links to the store and Pet Haven @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' }).first()).toHaveAttribute('href', '/store');
  await expect(page.getByRole('link', { name: 'Discover' }).first()).toHaveAttribute('href', '/pet-haven');
});

test('an unknown page shows the shell 404 page', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: expect.any(String) });
});

test('the remote list comes from the gateway at run time', async ({ request }) => {
  const res = await request.get('/api/remotes');
  expect(res.ok()).toBeTruthy();
  const remotes = await res.json();
  expect(Object.keys(remotes).sort()).toEqual(['account', 'social', 'store']);
});
