import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, signInThroughApi } from './support';

test('visitors see sample posts; members see posts from the social service @mobile', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Community' })).toBeVisible();

  await signInThroughApi(page, DEMO_MEMBER);
  await page.goto('/community');
  // A demo post seeded in the social schema, with its author from the projection. Earlier tests post on top of the
  // demo data, so page back ('Load more posts') until it shows.
  const demoPost = page.getByText('Bath day with the new oatmeal shampoo', { exact: false });
  const cards = page.getByRole('feed', { name: 'Explore posts' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (let pages = 1; pages < 20 && (await demoPost.count()) === 0; pages += 1) {
    const shown = await cards.count();
    await page.getByRole('button', { name: 'Load more posts' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  await expect(demoPost).toBeVisible();
  await expect(page.getByText('Maya & Biscuit').first()).toBeVisible();
});

test('the feed API refuses anonymous callers and a forged identity header', async ({ request }) => {
  const anonymous = await request.get('/api/posts');
  expect(anonymous.status()).toBe(401);
  const forged = await request.get('/api/posts', { headers: { 'x-petcora-identity': 'forged.token.value' } });
  expect(forged.status()).toBe(401);
});
