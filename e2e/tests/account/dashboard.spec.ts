import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, DEMO_MEMBER_SAM, signInThroughApi, signUpThroughApi, uniqueUser } from '../support';
import { solidPng } from './png';

test('maya sees her orders and opens the details @mobile', async ({ page }) => {
  await signInThroughApi(page, DEMO_MEMBER);
  const orders = await (await page.request.get('/api/orders')).json();
  expect(orders).toHaveLength(2);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  const cards = page.getByRole('article', { name: /^Order #/ });
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first.getByText(/^Placed on /)).toBeVisible();
  await expect(first.getByText(/^\$\d[\d,]*\.\d\d$/)).toBeVisible();
  await first.getByRole('button', { name: 'View Details' }).click();
  await expect(first.getByRole('button', { name: 'Order Items' })).toHaveAttribute('aria-expanded', 'true');
  for (const column of ['Product', 'Price', 'Quantity', 'Subtotal']) {
    await expect(first.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(first.getByRole('row')).not.toHaveCount(1);
  await expect(first.getByRole('button', { name: 'Shipping Information' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Payment Information' })).toBeVisible();
  await first.getByRole('button', { name: 'Order Items' }).click();
  await expect(first.getByRole('columnheader', { name: 'Product' })).toBeHidden();
});

test("sam's pending order has a yellow badge and no address", async ({ page }) => {
  await signInThroughApi(page, DEMO_MEMBER_SAM);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: /^Order #/ });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Pending', { exact: true })).toHaveClass(/order-status--pending/);
  await expect(card.getByText('No shipping address provided')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByText('Standard Shipping')).toBeVisible();
});

test('a new member: empty orders, inline edit, Edit Profile with a picture, then sign out', async ({
  page,
}) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  await page.goto('/dashboard');
  await expect(page.getByText('No Orders', { exact: true }).first()).toBeVisible();
  await expect(page.getByText("You haven't placed any orders yet.", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Store' })).toHaveAttribute('href', '/store');
  await expect(page.getByText('No bio yet. Click edit to add one.', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit display name and bio' }).click();
  await page.getByLabel('Display Name', { exact: true }).fill('Inline Name');
  await page.getByLabel('Bio', { exact: true }).fill('Edited inline.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inline Name' })).toBeVisible();
  await expect(page.getByText('Edited inline.', { exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('••••••••', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Sessions' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog
    .getByLabel('Profile Picture')
    .setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: solidPng(32, 32, [29, 95, 209]) });
  await expect(dialog.getByRole('img', { name: 'New profile picture preview' })).toBeVisible();
  await dialog.getByLabel('Bio', { exact: true }).fill('x'.repeat(151));
  await expect(dialog.getByText('151/150')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText("Bio can't be longer than 150 characters")).toBeVisible();
  await dialog.getByLabel('Bio', { exact: true }).fill('Dialog bio');
  await dialog.getByLabel('Display Name', { exact: true }).fill('Dialog Name');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Your profile has been successfully updated.', { exact: true }).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ displayName: 'Dialog Name', bio: 'Dialog bio' });
  expect(me.profileImageUrl).toMatch(/^\/media\/account\//);

  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText("You've been signed out successfully.", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

// A slow phone: the router's navigation to / is a transition that a quick /api/auth/me could overtake, leaving the
// dashboard's protected route to send the now anonymous visitor to /auth (and remember /dashboard for later).
for (const via of ['the dashboard', 'the top bar'] as const) {
  test(`signing out from ${via} on a slow phone lands on /, not /auth`, async ({ page }) => {
    await signUpThroughApi(page, uniqueUser());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    if (via === 'the dashboard') {
      await page.getByRole('tab', { name: 'Account' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    }
    await expect(
      page.getByText("You've been signed out successfully.", { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
  });
}
