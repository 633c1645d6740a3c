import { expect, test } from '@playwright/test';
import { solidPng } from '../account/png';
import { signUpThroughApi, uniqueUser } from '../support';
import { open, postCard, toastText, uniqueText } from './community-support';

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(48, 36, rgb),
});

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a member posts text with three photos and browses them in the carousel @mobile', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  await open(page, '/community');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  const text = uniqueText('Three moods of Luna');
  await dialog.getByRole('textbox', { name: "What's happening with your pet?" }).fill(text);
  await dialog
    .getByLabel('Choose images')
    .setInputFiles([png('a.png', [200, 80, 60]), png('b.png', [60, 160, 90]), png('c.png', [40, 90, 200])]);
  await expect(dialog.getByRole('button', { name: /^Remove image/ })).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Add images (3/4)' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toastText(page, 'Your post has been created')).toBeVisible();

  const card = postCard(page, text);
  await expect(card.getByText('1 / 3')).toBeVisible();
  const photo = card.getByRole('img', { name: /^Photo shared by / });
  const firstSrc = await photo.getAttribute('src');
  await card.getByRole('button', { name: 'Previous image' }).click();
  await expect(card.getByText('3 / 3')).toBeVisible();
  await expect(photo).not.toHaveAttribute('src', firstSrc ?? '');
  await card.getByRole('button', { name: 'Next image' }).click();
  await expect(card.getByText('1 / 3')).toBeVisible();
  await expect(photo).toHaveAttribute('src', firstSrc ?? '');
});

test('a member shares a pet moment with a photo from the timeline', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  await open(page, '/timeline');
  const composer = page.getByRole('region', { name: 'Share a Pet Moment' });
  const caption = uniqueText('Sunbathing champion');
  await composer.getByLabel('Caption').fill(caption);
  await composer.getByRole('button', { name: 'Add location' }).click();
  await composer.getByLabel('Location', { exact: true }).fill('Porto');
  await composer.getByLabel('Choose a photo or video').setInputFiles(png('sun.png', [230, 190, 60]));
  await expect(composer.getByRole('img', { name: 'Preview of sun.png' })).toBeVisible();
  await composer.getByRole('button', { name: 'Share Post' }).click();
  await expect(toastText(page, 'Your post has been shared')).toBeVisible();
  const card = postCard(page, caption);
  await expect(card.getByText('Porto')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Photo shared by / })).toHaveAttribute(
    'src',
    /\/media\/social\//,
  );
});
