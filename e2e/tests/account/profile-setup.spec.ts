import { expect, test } from '@playwright/test';
import { uniqueUser, signUpOnAuthScreen } from '../support';
import { solidPng } from './png';

test('a new member uploads real profile and banner photos, completes set-up and sees the photo on the dashboard', async ({
  page,
}) => {
  const user = uniqueUser();
  await page.goto('/auth');
  await signUpOnAuthScreen(page, user);
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();

  await page
    .getByLabel('Upload profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, 64, [47, 93, 70]) });
  await expect(page.getByText('Profile photo updated', { exact: true }).first()).toBeVisible();
  await page
    .getByLabel('Upload banner photo')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(300, 100, [217, 115, 78]) });
  await expect(page.getByText('Banner photo updated', { exact: true }).first()).toBeVisible();

  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.profileImageUrl).toMatch(/^\/media\/account\//);
  expect(me.coverImageUrl).toMatch(/^\/media\/account\//);
  const served = await page.request.get(me.profileImageUrl);
  expect(served.status()).toBe(200);
  // Stored re-encoded (WebP, no metadata), never as the bytes that came from the device.
  expect(served.headers()['content-type']).toContain('image/webp');
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    me.profileImageUrl,
  );
  await expect(page.getByRole('img', { name: 'Your banner' })).toHaveAttribute('src', me.coverImageUrl);

  // A text file disguised by the picker is refused before upload.
  await page
    .getByLabel('Upload profile photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByLabel('Display Name')).toHaveAccessibleDescription('Display name is required');
  await page.getByLabel('Display Name').fill('Sunny Paws');
  await page.getByLabel('Bio').fill('Golden retriever enthusiast.');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/community$/);
  // The shell's navigation shows the new photo and name: one session store across remotes.
  await expect(page.getByTestId('nav-avatar')).toHaveAttribute('src', me.profileImageUrl);
  await expect(page.getByRole('banner').getByText('Sunny Paws')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sunny Paws' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    me.profileImageUrl,
  );
});

test('"Skip for now" leads to the community', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/auth');
  await signUpOnAuthScreen(page, user);
  await expect(page).toHaveURL(/\/profile-setup$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/community$/);
});
