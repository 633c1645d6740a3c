import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, apiPost, signInThroughApi, signUpThroughApi, uniqueUser } from '../support';
import { open, postCard, uniqueText } from './community-support';

/** The stack's Square emulator (its catalogue controls stand in for a seller's edits in Square's dashboard). */
function emulator(): string {
  const url = process.env.E2E_SQUARE_EMULATOR_URL;
  if (!url)
    throw new Error('E2E_SQUARE_EMULATOR_URL is not set: run the suite through npm test / npm run test:e2e');
  return url;
}

async function editCatalogue(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) {
  const res = await fetch(`${emulator()}/emulator/catalog/items${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.json() as Promise<{ id: string }>;
}

/**
 * Runs the admin's catalogue sync until `done` holds (a sync another test started a moment before the edit may have
 * read the catalogue before it: the next one finds it).
 */
async function syncUntil(admin: Page, done: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const res = await apiPost(admin, '/api/products/sync-square');
    expect(res.status(), await res.text()).toBe(202);
    const { jobId } = (await res.json()) as { jobId: string };
    await expect
      .poll(
        async () => (await (await admin.request.get(`/api/products/sync-square/${jobId}`)).json()).state,
        {
          timeout: 30_000,
        },
      )
      .toBe('completed');
    // The store's catalogue events reach the social service through the queue: give them a few seconds.
    const reached = await expect
      .poll(done, { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (reached) return;
  }
  throw new Error('the catalogue change never reached the post');
}

test('a Square sync reprices a tagged product on the post card, and a deletion takes the chip and leaves the post @mobile', async ({
  browser,
}) => {
  const productName = uniqueText('Oat Bath Foam');
  const { id: itemId } = await editCatalogue('POST', '', {
    name: productName,
    priceCents: 1299,
    petType: 'Dog',
  });

  const admin = await browser.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  let productId = '';
  await syncUntil(admin, async () => {
    const products = (await (
      await admin.request.get(`/api/products?search=${encodeURIComponent(productName)}`)
    ).json()) as { id: string; name: string }[];
    productId = products.find((p) => p.name === productName)?.id ?? '';
    return productId !== '';
  });

  // A member tags it as soon as the social service knows it (its projection follows the store's events).
  const page = await browser.newPage();
  await signUpThroughApi(page, uniqueUser());
  const text = uniqueText('Foam bath for Rex');
  let postId = '';
  await expect
    .poll(
      async () => {
        const res = await apiPost(page, '/api/posts', { content: text, productIds: [productId] });
        if (res.status() === 201) postId = ((await res.json()) as { id: string }).id;
        return res.status();
      },
      { timeout: 15_000 },
    )
    .toBe(201);
  const chipsOfPost = async () => {
    const res = await page.request.get(`/api/posts/${postId}`);
    const post = (await res.json()) as { products?: { id: string; price: number }[] };
    return post.products ?? [];
  };

  await open(page, `/post/${postId}`);
  const card = postCard(page, text);
  const chips = card.getByRole('list', { name: 'Products in this post' });
  await expect(chips.getByRole('button', { name: new RegExp(productName) })).toContainText('$12.99');

  // Repriced in Square: after the sync the card shows the new price.
  await editCatalogue('PATCH', `/${itemId}`, { priceCents: 999 });
  await syncUntil(admin, async () => (await chipsOfPost())[0]?.price === 999);
  await page.reload();
  await expect(chips.getByRole('button', { name: new RegExp(productName) })).toContainText('$9.99');

  // Deleted in Square: the chip goes, the post stays.
  await editCatalogue('DELETE', `/${itemId}`);
  await syncUntil(admin, async () => (await chipsOfPost()).length === 0);
  await page.reload();
  await expect(postCard(page, text)).toBeVisible();
  await expect(postCard(page, text).getByRole('list', { name: 'Products in this post' })).toHaveCount(0);
  await admin.close();
});
