import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiPost, signUpThroughApi, uniqueUser } from '../support';

/**
 * The store service's cart, merge and checkout through the real gateway (cookies, XSRF, identity header), at the API
 * level; the screens are covered by shop-and-checkout.spec.ts.
 */
async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return cookie.value;
}

const ADDRESS = {
  shippingAddress: '12 Elm Street',
  shippingCity: 'New Haven',
  shippingState: 'CT',
  shippingZip: '06510',
  shippingCountry: 'USA',
  // Square sandbox's test nonce for a card that goes through (the emulator takes it too).
  sourceId: 'cnon:card-nonce-ok',
};

test('a visitor cart survives in its cookie, merges on sign-up and checks out once per key', async ({
  page,
}) => {
  const products = await page.request.get('/api/products?sortBy=price&limit=2');
  expect(products.status()).toBe(200);
  expect(Number(products.headers()['x-total-count'])).toBeGreaterThanOrEqual(2);
  const [cheap, other] = (await products.json()) as { id: string; price: number }[];

  const added = await apiPost(page, '/api/cart/items', { productId: cheap!.id, quantity: 2 });
  expect(added.status(), await added.text()).toBe(200);
  await apiPost(page, '/api/cart/items', { productId: other!.id, quantity: 1 });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'petcora.cart');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  expect((await (await page.request.get('/api/cart')).json()).itemCount).toBe(3);

  await signUpThroughApi(page, uniqueUser());
  const merged = await (await page.request.get('/api/cart')).json();
  expect(merged.itemCount).toBe(3);
  expect(merged.subtotal).toBe(2 * cheap!.price + other!.price);
  expect((await page.context().cookies()).find((c) => c.name === 'petcora.cart')).toBeUndefined();

  const key = randomUUID();
  const headers = { 'X-XSRF-TOKEN': await xsrf(page), 'Idempotency-Key': key };
  const first = await page.request.post('/api/orders', { data: ADDRESS, headers });
  expect(first.status(), await first.text()).toBe(201);
  const again = await page.request.post('/api/orders', { data: ADDRESS, headers });
  expect(again.status()).toBe(200);
  const order = await first.json();
  expect((await again.json()).order.id).toBe(order.order.id);
  expect(order.order).toMatchObject({ status: 'processing', totalAmount: merged.subtotal });

  const orders = await (await page.request.get('/api/orders')).json();
  expect(orders.map((o: { id: string }) => o.id)).toEqual([order.order.id]);
  expect((await (await page.request.get('/api/cart')).json()).lines).toEqual([]);
});
