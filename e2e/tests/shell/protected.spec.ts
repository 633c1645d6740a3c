import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, signInThroughApi } from '../support';
import { isSmallScreen, withConsentDecided, withUnknownSessionCookie } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('an account route sends a visitor to /auth and saves redirectAfterLogin @mobile', async ({ page }) => {
  await page.goto('/dashboard?tab=orders');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe(
    '/dashboard?tab=orders',
  );
});

test('a social route shows the Account Required card to a visitor @mobile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Required' })).toBeVisible();
  await expect(page.getByText('You need to sign up or sign in to access this social feature')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Sign Up / Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/profile');
});

test('a user profile route shows the card too, and Back to Home goes home', async ({ page }) => {
  await page.goto('/user/someone');
  await expect(page.getByRole('heading', { name: 'Account Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a spinner shows while the session is loading', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  // With a session cookie the page asks who is signed in (without one it knows at once: no spinner to see).
  await withUnknownSessionCookie(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toBeAttached();
  release();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signed in: the logo leads to /dashboard, and signing out shows a toast @mobile', async ({ page }) => {
  await signInThroughApi(page, DEMO_MEMBER);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Pet Cora', exact: true })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  if (isSmallScreen(page)) {
    // Small screens keep only the avatar in the bar: the name is there for screen readers, sign-out is in the menu.
    await expect(page.getByRole('link', { name: 'Maya & Biscuit' })).toBeAttached();
    await page.getByRole('button', { name: 'Menu' }).click();
  } else {
    await expect(page.getByRole('link', { name: 'Maya & Biscuit' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  const toast = page.locator('.pc-toast', { hasText: 'Signed out' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("You've been signed out successfully.");
  await expect(page.getByRole('link', { name: 'Pet Cora', exact: true })).toHaveAttribute('href', '/');
});
