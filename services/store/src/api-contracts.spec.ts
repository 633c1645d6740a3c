import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IDEMPOTENCY_KEY_HEADER, type IdentityClaims } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { expectToMatchContract } from '@petcora/testing';
import { ADMIN, as, useStoreTestApp, TEST_CHECKOUT } from './testing/store-test-app';

/**
 * The store's answers against the types of `@petcora/contracts` that the store remote, the dashboard and the gateway
 * compile against: a field renamed, dropped or added on the service's side alone fails here.
 */
describe('store answers keep the shared contracts (real Postgres)', () => {
  const { store } = useStoreTestApp({ label: 'contracts', demoSeed: true });
  const buyer: IdentityClaims = { sub: randomUUID(), username: 'contract_buyer', role: 'member' };
  const [shampoo, treats] = DEMO_PRODUCTS;

  const http = () => request(store.app.getHttpServer());

  it('products: the filtered list and one product', async () => {
    const list = await http().get('/api/products?petType=Dog&sortBy=price&sortOrder=desc').expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const product of list.body) expectToMatchContract('Product', product);
    expectToMatchContract('Product', (await http().get(`/api/products/${shampoo.id}`).expect(200)).body);
  });

  it('cart, wishlist, checkout and orders of a member', async () => {
    expectToMatchContract('Cart', (await http().get('/api/cart').set(as(buyer)).expect(200)).body);
    const added = await http()
      .post('/api/cart/items')
      .set(as(buyer))
      .send({ productId: shampoo.id, quantity: 2 })
      .expect(200);
    expectToMatchContract('Cart', added.body);
    const wishlist = await http().post('/api/wishlist').set(as(buyer)).send({ productId: treats.id });
    expectToMatchContract('Wishlist', wishlist.body);

    const order = await http()
      .post('/api/orders')
      .set(as(buyer))
      .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
      .send(TEST_CHECKOUT)
      .expect(201);
    expectToMatchContract('OrderDetail', order.body);
    const orders = await http().get('/api/orders').set(as(buyer)).expect(200);
    expect(orders.body).toHaveLength(1);
    for (const summary of orders.body) expectToMatchContract('OrderSummary', summary);
    expectToMatchContract(
      'OrderDetail',
      (await http().get(`/api/orders/${order.body.order.id}`).set(as(buyer)).expect(200)).body,
    );
  });

  it('the admin catalogue views', async () => {
    expectToMatchContract(
      'CatalogStats',
      (await http().get('/api/products/catalog-stats').set(as(ADMIN))).body,
    );
    expectToMatchContract(
      'SyncedProductsPage',
      (await http().get('/api/products/catalog-products').set(as(ADMIN)).expect(200)).body,
    );
    const runs = await http().get('/api/products/sync-runs').set(as(ADMIN)).expect(200);
    for (const run of runs.body) expectToMatchContract('CatalogSyncRun', run);
  });
});
