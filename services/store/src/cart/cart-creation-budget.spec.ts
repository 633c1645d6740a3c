import request from 'supertest';
import { CART_COOKIE, CLIENT_ADDRESS_HEADER } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import type { TestDatabase } from '@petcora/testing';
import { createStoreTestDatabase, startStoreTestApp, type StoreTestApp } from '../testing/store-test-app';
import { TOO_MANY_NEW_CARTS } from './cart-creation-budget';

const [shampoo, catShampoo] = DEMO_PRODUCTS;

describe('new visitor carts have a budget per client address (real Postgres and Redis)', () => {
  let db: TestDatabase;
  let first: StoreTestApp;
  let second: StoreTestApp;

  beforeAll(async () => {
    db = await createStoreTestDatabase('cart_budget');
    const env = { CART_CREATIONS_PER_CLIENT: '2' };
    first = await startStoreTestApp(db, { label: 'cart-budget', demoSeed: true, env });
    // A second copy on the same Redis prefix: the copies share one budget.
    second = await startStoreTestApp(db, { label: 'cart-budget-2', env, redisPrefix: first.redis.prefix });
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await db?.drop();
  });

  const carts = async () =>
    (await first.dataSource.query(`SELECT count(*)::int AS n FROM carts`))[0].n as number;
  /** A visitor's add from `address` (the gateway sends the address it decided in its own header). */
  const add = (app: StoreTestApp, address: string, cookie?: string, claimed?: string) => {
    const call = request(app.app.getHttpServer())
      .post('/api/cart/items')
      .set(CLIENT_ADDRESS_HEADER, address)
      .send({ productId: shampoo.id });
    if (claimed) call.set('x-forwarded-for', claimed);
    return cookie ? call.set('cookie', cookie) : call;
  };
  const cookieOf = (res: request.Response) =>
    (res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith(`${CART_COOKIE}=`))!
      .split(';')[0];

  it('refuses the client’s third new cart with 429 JSON across copies, writing nothing; others and existing carts go on', async () => {
    const one = await add(first, '198.51.100.7').expect(200);
    await add(second, '198.51.100.7').expect(200);
    const before = await carts();
    // A forwarded chain the client wrote does not give it a fresh budget.
    const refused = await add(first, '198.51.100.7', undefined, '10.0.0.9').expect(429);
    expect(refused.body).toEqual({ message: TOO_MANY_NEW_CARTS });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await carts()).toBe(before);

    // Another address has its own budget; an existing cart takes more lines without counting.
    await add(second, '203.0.113.5').expect(200);
    await request(first.app.getHttpServer())
      .post('/api/cart/items')
      .set(CLIENT_ADDRESS_HEADER, '198.51.100.7')
      .set('cookie', cookieOf(one))
      .send({ productId: catShampoo.id })
      .expect(200);
  });

  it('does not count an add that fails (unknown product)', async () => {
    for (let i = 0; i < 3; i += 1)
      await request(first.app.getHttpServer())
        .post('/api/cart/items')
        .set(CLIENT_ADDRESS_HEADER, '192.0.2.50')
        .send({ productId: '00000000-0000-4000-8000-0000000000ff' })
        .expect(404);
    await add(first, '192.0.2.50').expect(200);
  });
});
