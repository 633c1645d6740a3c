import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  ADMIN_OVERVIEW_CARDS,
  DEV_ADMIN_OVERVIEW_PASSWORD,
  signInThroughApi,
  signUpThroughApi,
  uniqueUser,
} from '../support';

async function clickWelcome(page: Page, times: number) {
  const title = page.getByRole('heading', { name: 'Welcome', exact: true });
  for (let i = 0; i < times; i++) await title.click();
}

test('creates an account with the full form and opens the new profile after 1 s @mobile', async ({
  page,
}) => {
  const user = uniqueUser();
  await page.goto('/legacy-auth');
  await expect(page.getByRole('heading', { name: 'Join the Pet Cora Community' })).toBeVisible();
  for (const point of ['Share Your Story', 'Natural Pet Care', 'Expert Community']) {
    await expect(page.getByRole('heading', { name: point })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page.getByRole('group', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Account Details' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Profile Information' })).toBeVisible();

  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Hart');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(user.password);
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
  await page.getByLabel('Display Name').fill('Robin & Rex');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match", { exact: true }).first()).toBeVisible();

  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByLabel('Website (optional)').fill('https://robin.example');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Your profile has been created successfully.', { exact: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/${user.username}$`));
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({
    username: user.username,
    displayName: 'Robin & Rex',
    firstName: 'Robin',
    lastName: 'Hart',
  });
});

test('signs in by username with a full page load onto the profile', async ({ page }) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  await page.context().clearCookies();
  await page.goto('/legacy-auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const navigation = page.waitForEvent(
    'framenavigated',
    (frame) => frame === page.mainFrame() && frame.url().endsWith(`/user/${user.username}`),
  );
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await navigation;
  await expect(page).toHaveURL(new RegExp(`/user/${user.username}$`));
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test('the hidden admin overview never opens for a member, even with the right password', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  await page.goto('/legacy-auth');
  await clickWelcome(page, 5);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const prompt = page.getByRole('dialog', { name: 'Admin Access' });
  await prompt.getByLabel('Admin password', { exact: true }).fill(DEV_ADMIN_OVERVIEW_PASSWORD);
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => alerts).toEqual(['Invalid admin password']);
  await expect(page.getByRole('dialog', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('the hidden admin overview: 5 clicks on Welcome, server-checked password, stats, Logout', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO_ADMIN);
  await page.goto('/legacy-auth');

  await clickWelcome(page, 4);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await clickWelcome(page, 1);
  const prompt = page.getByRole('dialog', { name: 'Admin Access' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await prompt.getByLabel('Admin password', { exact: true }).fill('not-it');
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => alerts).toEqual(['Invalid admin password']);
  await expect(page.getByRole('dialog', { name: 'Admin Dashboard' })).toHaveCount(0);

  // The overlay's own answers: the suite's other browser may sign a member up meanwhile, so a second call could count
  // one more member than the overlay shows.
  const memberTotals: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/admin/stats' || !response.ok()) return;
    const stats = (await response.json()) as { users: { total: number } };
    memberTotals.push(stats.users.total.toLocaleString('en-US'));
  });
  await prompt.getByLabel('Admin password', { exact: true }).fill(DEV_ADMIN_OVERVIEW_PASSWORD);
  await prompt.getByRole('button', { name: 'Login' }).click();
  const overlay = page.getByRole('dialog', { name: 'Admin Dashboard' });
  await expect(overlay).toBeVisible();
  for (const card of ADMIN_OVERVIEW_CARDS) {
    await expect(overlay.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(overlay.getByText('Online')).toBeVisible();
  await expect(overlay.getByText('99.9% uptime')).toBeVisible();
  await expect(overlay.getByText(/^(Requires attention|All clear)$/)).toBeVisible();
  await expect
    .poll(async () => {
      const shown = memberTotals.at(-1);
      return shown !== undefined && (await overlay.getByText(shown, { exact: true }).count()) > 0;
    })
    .toBe(true);

  await overlay.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await clickWelcome(page, 5);
  await expect(
    page.getByRole('dialog', { name: 'Admin Access' }).getByLabel('Admin password', { exact: true }),
  ).toHaveValue('');
});
