import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, uniqueUser, signUpOnAuthScreen } from './support';

test('a new visitor signs up on /auth, lands on profile set-up, signs out and signs back in @mobile', async ({
  page,
}) => {
  const user = uniqueUser();
  await page.goto('/auth');
  await signUpOnAuthScreen(page, user);
  await expect(page).toHaveURL(/\/profile-setup/, { timeout: 10_000 });

  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(user.username);

  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  expect(
    (await page.request.post('/api/auth/signout', { headers: { 'X-XSRF-TOKEN': token } })).status(),
  ).toBe(200);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile-setup/, { timeout: 10_000 });
});

test('sign-up shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('a protected page sends a visitor to /auth and back after sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/dashboard');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/(profile-setup|dashboard)/, { timeout: 10_000 });
});
