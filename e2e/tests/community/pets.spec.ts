import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueUser } from '../support';
import { MISO_PHOTO, open, openYourPets, toastText } from './community-support';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a new member adds a cat with a photo and finds its card on their profile and its page @mobile', async ({
  page,
}) => {
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  const pets = await openYourPets(page);
  await expect(pets.getByText("You haven't added any pets yet.")).toBeVisible();
  await pets.getByRole('button', { name: 'Add a pet' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a pet' });
  await dialog.getByLabel('Name', { exact: true }).fill('Miso');
  await dialog.getByLabel('Species').selectOption('cat');
  await dialog.getByLabel('Breed (optional)').fill('Tabby');
  await dialog.getByLabel('Age in years').fill('3');
  await dialog.getByLabel('Photo', { exact: true }).setInputFiles(MISO_PHOTO);
  await expect(dialog.getByRole('img', { name: 'New photo preview' })).toBeVisible();
  await dialog.getByLabel('Bio', { exact: true }).fill('Naps in the sun.');
  await dialog.getByRole('button', { name: 'Add Pet' }).click();
  await expect(toastText(page, 'Pet added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pets.getByText('Miso', { exact: true })).toBeVisible();

  await open(page, `/user/${user.username}`);
  const cards = page.getByRole('region', { name: 'Pets' });
  const card = cards.getByRole('link', { name: 'Miso, Cat · Tabby · 3 years' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Miso' })).toHaveAttribute('src', /\/media\/social\//);

  await open(page, `/profile/${user.username}`);
  await expect(
    page.getByRole('region', { name: 'Pets' }).getByRole('link', { name: /^Miso,/ }),
  ).toBeVisible();

  await open(page, `/user/${user.username}`);
  await page
    .getByRole('region', { name: 'Pets' })
    .getByRole('link', { name: /^Miso,/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/user/${user.username}/pets/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Miso' })).toBeVisible();
  await expect(page.getByText('Naps in the sun.')).toBeVisible();
  await expect(page.getByText('Tabby', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Miso' })).toHaveAttribute('src', /\/media\/social\//);
});
