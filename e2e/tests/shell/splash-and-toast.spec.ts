import { expect, test } from '@playwright/test';
import { withConsentDecided } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
});

test('moving to /pet-haven shows the black PET CORA splash for about a second, then it fades away @mobile', async ({
  page,
}) => {
  await page.goto('/');
  const splash = page.getByTestId('pet-haven-splash');
  await expect(splash).toHaveCount(0);
  // Timed from before the click: the splash starts with it, and a click that returns late on a busy machine would
  // otherwise take its time off the splash's (1,332 ms measured once under load 19).
  const started = Date.now();
  await page.getByRole('main').getByRole('link', { name: 'Discover', exact: true }).click();
  await expect(splash).toBeVisible();
  await expect(splash).toHaveText('PET CORA');
  await expect(splash).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  const box = await splash.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  // Still fully shown well into the first second.
  await page.waitForTimeout(Math.max(0, 600 - (Date.now() - started)));
  await expect(splash).toHaveAttribute('data-phase', 'shown');
  await expect(splash).toHaveAttribute('data-phase', 'fading', { timeout: 1500 });
  await expect(splash).toHaveCount(0, { timeout: 1500 });
  const gone = Date.now() - started;
  expect(gone).toBeGreaterThanOrEqual(1400);
  expect(gone).toBeLessThan(3000);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Haven' })).toBeVisible();
});

test('moving away from /pet-haven shows the splash too', async ({ page }) => {
  await page.goto('/pet-haven');
  // A deep link is not held up by a splash.
  await expect(page.getByTestId('pet-haven-splash')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Shop Now' }).click();
  await expect(page.getByTestId('pet-haven-splash')).toBeVisible();
  await expect(page.getByTestId('pet-haven-splash')).toHaveCount(0, { timeout: 3000 });
});

test('no splash for visitors who prefer reduced motion @mobile', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Discover', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Haven' })).toBeVisible();
  // Sample for a while: it must never appear.
  for (let i = 0; i < 5; i += 1) {
    await expect(page.getByTestId('pet-haven-splash')).toHaveCount(0);
    await page.waitForTimeout(100);
  }
});

test('a toast raised inside a remote (the sign-in form) shows through the shell, one at a time @mobile', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('nobody-here@example.com');
  await form.getByLabel('Password').fill('wrong-password-1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.locator('.pc-toast', { hasText: 'Sign in failed' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.pc-toast')).toHaveCount(1);
  // 5 s by default, then it goes.
  await expect(toast).toBeHidden({ timeout: 8000 });
});
