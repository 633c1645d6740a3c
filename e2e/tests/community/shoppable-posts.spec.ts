import { expect, test } from '@playwright/test';
import { solidPng } from '../account/png';
import { signUpThroughApi, uniqueUser } from '../support';
import { MISO_PHOTO, open, openYourPets, postCard, toastText, uniqueText } from './community-support';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a new member tags a cat and a shampoo in a photo post, buys the shampoo from the feed and gets cat products first @mobile', async ({
  page,
}) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);

  // A cat with a photo, from the dashboard's Account tab.
  const pets = await openYourPets(page);
  await pets.getByRole('button', { name: 'Add a pet' }).click();
  const petDialog = page.getByRole('dialog', { name: 'Add a pet' });
  await petDialog.getByLabel('Name', { exact: true }).fill('Miso');
  await petDialog.getByLabel('Species').selectOption('cat');
  await petDialog.getByLabel('Photo', { exact: true }).setInputFiles(MISO_PHOTO);
  await petDialog.getByRole('button', { name: 'Add Pet' }).click();
  await expect(toastText(page, 'Pet added')).toBeVisible();

  // A photo post tagging the cat and a shampoo.
  const text = uniqueText('Bath day for Miso');
  await open(page, '/community');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const composer = page.getByRole('dialog', { name: 'Create Post' });
  await composer.getByRole('textbox', { name: "What's happening with your pet?" }).fill(text);
  await composer
    .getByLabel('Choose images')
    .setInputFiles({ name: 'bath.png', mimeType: 'image/png', buffer: solidPng(64, 48, [120, 180, 200]) });
  await composer.getByRole('button', { name: 'Tag products' }).click();
  await composer.getByLabel('Search products').fill('Cat Shampoo');
  await composer
    .getByRole('list', { name: 'Matching products' })
    .getByRole('button', { name: /Natural Cat Shampoo/ })
    .click();
  await expect(composer.getByRole('list', { name: 'Tagged products' })).toContainText('Natural Cat Shampoo');
  await composer.getByRole('checkbox', { name: 'Miso' }).check();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toastText(page, 'Your post has been created')).toBeVisible();

  // The chips on the card: the product with its price, the pet linking to its page.
  const card = postCard(page, text);
  const chip = card.getByRole('list', { name: 'Products in this post' }).getByRole('button', {
    name: /Natural Cat Shampoo/,
  });
  await expect(chip).toContainText('$');
  await expect(card.getByRole('link', { name: 'Miso' })).toHaveAttribute(
    'href',
    new RegExp(`/user/${user.username}/pets/[0-9a-f-]{36}$`),
  );

  // The store's own dialog, in place: Add to Cart raises the navigation's count.
  await chip.click();
  const product = page.getByRole('dialog', { name: 'Natural Cat Shampoo' });
  await expect(product).toBeVisible();
  await product.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();

  // 'From the community' lists the post; its link opens the product's posts in explore.
  const community = product.getByRole('region', { name: 'From the community' });
  await expect(community.getByRole('link', { name: new RegExp(text) })).toBeVisible();
  await community.getByRole('link', { name: 'See all posts in explore' }).click();
  await expect(page).toHaveURL(/\/explore\?product=[0-9a-f-]{36}$/);
  await expect(postCard(page, text)).toBeVisible();
  // The modal hid the navigation while open; now its cart counts what the feed's dialog added.
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();

  // The store: cat products first (the pet reached the store as an event: look again until it has).
  const forPets = page.getByRole('region', { name: 'For your pets' });
  await expect(async () => {
    await open(page, '/store');
    await expect(forPets).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(forPets.getByText('CAT').first()).toBeVisible();
  await expect(forPets.getByText('DOG')).toHaveCount(0);
});
