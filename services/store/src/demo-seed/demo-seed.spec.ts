import { DEMO_ORDERS, DEMO_PRODUCTS } from '@petcora/demo-data';
import type { TestDatabase } from '@petcora/testing';
import type { DataSource } from 'typeorm';
import { createStoreTestDatabase, startStoreTestApp } from '../testing/store-test-app';
import { seedStoreDemoData } from './seed-store-demo-data';

async function snapshot(ds: DataSource) {
  return {
    products: await ds.query(`SELECT id, name, price, attributes, created_at FROM products ORDER BY id`),
    orders: await ds.query(`SELECT id, user_id, status, total, created_at FROM orders ORDER BY id`),
    items: await ds.query(`SELECT id, order_id, product_id, quantity, price FROM order_items ORDER BY id`),
  };
}

describe('demo seed (DEMO_SEED=true, real Postgres)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createStoreTestDatabase('demo_seed');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('leaves the database empty without DEMO_SEED', async () => {
    const store = await startStoreTestApp(db, { label: 'demo-seed-off' });
    try {
      expect(await store.dataSource.query(`SELECT count(*)::int AS n FROM products`)).toEqual([{ n: 0 }]);
    } finally {
      await store.close();
    }
  });

  it('seeds the demo catalogue and orders once; a second start changes nothing', async () => {
    const first = await startStoreTestApp(db, { label: 'demo-seed-1', demoSeed: true });
    let before;
    try {
      before = await snapshot(first.dataSource);
      expect(before.products).toHaveLength(DEMO_PRODUCTS.length);
      expect(before.orders).toHaveLength(DEMO_ORDERS.length);
      expect(before.items).toHaveLength(DEMO_ORDERS.reduce((n, o) => n + o.items.length, 0));
      const dogShampoo = before.products.find((p: { id: string }) => p.id === DEMO_PRODUCTS[0].id);
      expect(dogShampoo).toMatchObject({
        name: 'Natural Dog Shampoo',
        price: 2499,
        attributes: { features: DEMO_PRODUCTS[0].features },
      });
      expect(before.products.find((p: { id: string }) => p.id === DEMO_PRODUCTS[1].id)).toMatchObject({
        price: 1999,
      });
      // Each order's total is the sum of its lines at the products' prices.
      for (const order of DEMO_ORDERS) {
        const expected = order.items.reduce(
          (sum, line) => sum + line.quantity * DEMO_PRODUCTS.find((p) => p.id === line.productId)!.price,
          0,
        );
        expect(before.orders.find((o: { id: string }) => o.id === order.id)).toMatchObject({
          total: expected,
          user_id: order.userId,
          status: order.status,
        });
      }
    } finally {
      await first.close();
    }

    const second = await startStoreTestApp(db, { label: 'demo-seed-2', demoSeed: true });
    try {
      expect(await snapshot(second.dataSource)).toEqual(before);
      expect(await seedStoreDemoData(second.dataSource)).toEqual({ productsInserted: 0, ordersInserted: 0 });
      expect(await snapshot(second.dataSource)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
