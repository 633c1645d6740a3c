import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, signUpThroughApi, uniqueUser, signUpOnAuthScreen } from '../support';

test('signs in by e-mail on /auth with the spinner text, a welcome toast and /profile-setup after 1 s', async ({
  page,
}) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  await page.context().clearCookies();

  await page.goto('/enhanced-social-auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The disabled spinner button lasts from the click until the move (the request, then 1 s); the toast outlives the
  // move. Checked in that order, a slow machine cannot miss the button by spending its second on the toast check.
  await expect(page.getByRole('button', { name: 'Signing you in...' })).toBeDisabled();
  await expect(page.getByText('Welcome back!', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile-setup$/);
});

test('a wrong password gives the destructive "Sign in failed" toast with the server message', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the tabs switch with their links and the messages sit under the fields', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Username').fill('bad name');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    'Username can only contain letters, numbers, and underscores',
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a signed-in member opening /auth goes to the saved path, which is then cleared', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/dashboard/orders');

  await signUpThroughApi(page, user);
  await page.goto('/auth'); // full load: the session is re-read, the saved path survives in sessionStorage
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();

  await page.goto('/auth-redirect');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/replit-auth: sign in to continue goes through /api/login, sign-up comes back and follows the saved path into onboarding @mobile', async ({
  page,
}) => {
  const user = uniqueUser();
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/replit-auth');
  await expect(page.getByRole('heading', { name: 'Welcome to Pet Cora' })).toBeVisible();
  await expect(
    page.getByText('The premium social platform for pet lovers', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(/creates your account automatically/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Freplit-auth$/);

  await signUpOnAuthScreen(page, user);
  await expect(
    page
      .getByText('Your account has been created successfully. Setting up your profile...', { exact: true })
      .first(),
  ).toBeVisible();

  // back on the landing, which forwards to the path saved before sign-in
  await expect(page).toHaveURL(/\/onboarding$/);
  const username = page.getByLabel('Username');
  await username.fill('   ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Username required', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Please provide a username to continue', { exact: true }).first(),
  ).toBeVisible();

  const chosen = `${user.username}_p`;
  await username.fill(chosen);
  await page.getByLabel('Display Name').fill('Pat the Pet Parent');
  await page.getByLabel('Bio').fill('Two cats, one very opinionated parrot.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({
    username: chosen,
    displayName: 'Pat the Pet Parent',
    onboardingCompleted: true,
  });

  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/api/callback completes to the saved path, or shows the failure for a visitor', async ({ page }) => {
  await page.goto('/api/callback');
  await expect(page.getByText('Authentication failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Please try again later', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signUpThroughApi(page, uniqueUser());
  await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '/store'));
  await page.goto('/api/callback');
  await expect(page).toHaveURL(/\/store$/);
});
