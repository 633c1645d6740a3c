import { expect, test } from '@playwright/test';
import { signUpOnAuthScreen, signUpThroughApi, uniqueUser } from '../support';
import { linkFromMail, newestMail } from './mail-inbox';

const RESET_SUBJECT = 'Reset your Pet Cora password';
const CONFIRM_SUBJECT = 'Confirm your e-mail address for Pet Cora';
const CHANGE_SUBJECT = 'Confirm your new e-mail address for Pet Cora';
const CHANGED_SUBJECT = 'The e-mail address of your Pet Cora account was changed';

test('forgot password: the mailed link sets a new password, the old one stops working and the new one signs in', async ({
  page,
}) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText("If an account exists for that address, we've sent a link to reset the password."),
  ).toBeVisible();

  const resetPath = await linkFromMail(page.request, {
    to: user.email,
    subject: RESET_SUBJECT,
    path: '/reset-password',
  });
  await page.goto(resetPath);
  const newPassword = 'brand-new-lead-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been changed. Please sign in with the new one.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-lead-8');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-lead-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired').first()).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed', { exact: true }).first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!', { exact: true }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(user.email);
});

test('sign-up mails a confirmation link; Resend mails another; confirming removes the dashboard banner', async ({
  page,
}) => {
  const user = uniqueUser();
  await page.goto('/auth');
  await signUpOnAuthScreen(page, user);
  await expect(page).not.toHaveURL(/\/auth$/);
  await linkFromMail(page.request, { to: user.email, subject: CONFIRM_SUBJECT, path: '/verify-email' });

  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'E-mail confirmation' });
  await expect(banner).toContainText('Please confirm your e-mail address');
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Confirmation sent', { exact: true }).first()).toBeVisible();
  const verifyPath = await linkFromMail(page.request, {
    to: user.email,
    subject: CONFIRM_SUBJECT,
    path: '/verify-email',
    count: 2,
  });

  await page.goto(verifyPath);
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);
});

test('changing the e-mail address waits for the link to the new one, then signs in with it and tells the old one @mobile', async ({
  page,
}) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  const newEmail = `new_${user.email}`;
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await dialog.getByLabel('New Email').fill(newEmail);
  await dialog.getByLabel('Current Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  await expect(
    page
      .getByText("We've sent a confirmation link to your new address. Your e-mail changes once you open it.")
      .first(),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await (await page.request.get('/api/auth/me')).json()).email).toBe(user.email);

  await page.goto(
    await linkFromMail(page.request, { to: newEmail, subject: CHANGE_SUBJECT, path: '/verify-email' }),
  );
  await expect(page.getByText('Your e-mail address has been changed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  const notice = await newestMail(page.request, { to: user.email, subject: CHANGED_SUBJECT });
  expect(notice.text).not.toContain(newEmail);
});
