import { expect, test } from '@playwright/test';
import { withConsentDecided } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('home: hero, 2x2 photo grid, calls to action, product highlight, holistic care and appliance blocks @mobile', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('pet-tech');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/store');
  await expect(main.getByRole('link', { name: 'Discover', exact: true })).toHaveAttribute(
    'href',
    '/pet-haven',
  );

  const photos = main.getByRole('list', { name: 'Pets at home with Pet Cora' }).getByRole('img');
  await expect(photos).toHaveCount(4);
  for (const photo of await photos.all()) {
    await expect(photo).toHaveAttribute('width', '800');
    await expect(photo).toHaveAttribute('height', '600');
    expect((await photo.getAttribute('alt'))?.length).toBeGreaterThan(10);
  }
  // Two columns: the first two photos share a row.
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => photos.nth(i).boundingBox()));
  expect(Math.round(first!.y)).toBe(Math.round(second!.y));
  expect(third!.y).toBeGreaterThan(first!.y);

  const dog = main.getByRole('heading', { name: 'Natural Dog Shampoo' });
  await expect(dog).toBeVisible();
  await expect(main.getByText('$24.99')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Natural Cat Shampoo' })).toBeVisible();
  await expect(main.getByText('$19.99')).toBeVisible();
  // Pictures further down wait until they are needed.
  await expect(main.getByRole('img', { name: /natural dog shampoo/ })).toHaveAttribute('loading', 'lazy');

  await expect(main.getByRole('link', { name: 'Explore the store' })).toHaveAttribute('href', '/store');
  await expect(main.getByRole('link', { name: 'Discover Pet Haven' })).toHaveAttribute('href', '/pet-haven');
});

test('about page @mobile', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Pet Cora' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('pet haven: compartments, sensors, Shop Now, Join Membership and the three feature cards @mobile', async ({
  page,
}) => {
  await page.goto('/pet-haven');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pet Haven' })).toBeVisible();
  for (const name of [
    'Dry compartment',
    'Refrigerated compartment',
    'Miscellaneous compartment',
    'Pet-tech sensors',
  ]) {
    await expect(main.getByRole('heading', { name })).toBeVisible();
  }
  for (const name of ['Smart Storage', 'Quality Assurance', 'Automated Schedule']) {
    await expect(main.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/store');
  await main.getByRole('link', { name: 'Join Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
});

test('membership: plans from the account service with prices and benefits; choosing one needs sign-in @mobile', async ({
  page,
}) => {
  const plans = (await (await page.request.get('/api/membership-plans')).json()) as {
    name: string;
    price: number;
    benefits: string[];
  }[];
  expect(plans.length).toBeGreaterThan(0);
  await page.goto('/membership');
  const list = page.getByRole('list', { name: 'Membership plans' });
  for (const plan of plans) {
    await expect(list.getByRole('heading', { name: plan.name })).toBeVisible();
    for (const benefit of plan.benefits)
      await expect(list.getByRole('list', { name: `${plan.name} benefits` })).toContainText(benefit);
  }
  const paid = plans.find((plan) => plan.price > 0)!;
  await expect(list).toContainText(`$${(paid.price / 100).toFixed(2)}`);

  await list.getByRole('button', { name: `Choose ${paid.name}` }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/membership');
});
