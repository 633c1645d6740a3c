import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Client } from 'pg';
import { WISHLIST_MAX_ITEMS, type IdentityClaims, type Wishlist } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { as, useStoreTestApp } from '../testing/store-test-app';

const [shampoo, catShampoo, supplement] = DEMO_PRODUCTS;
const member = (name: string): IdentityClaims => ({ sub: randomUUID(), username: name, role: 'member' });

describe('wishlist (real Postgres)', () => {
  const { store } = useStoreTestApp({ label: 'wishlist', demoSeed: true });

  const http = () => store.app.getHttpServer();
  const add = (who: IdentityClaims, productId: unknown) =>
    request(http()).post('/api/wishlist').set(as(who)).send({ productId });
  const rows = async (who: IdentityClaims) =>
    (
      await store.dataSource.query(`SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = $1`, [
        who.sub,
      ])
    )[0].n as number;

  it('is for members only: 401 for visitors', async () => {
    for (const call of [
      request(http()).get('/api/wishlist'),
      request(http()).post('/api/wishlist').send({ productId: shampoo.id }),
      request(http()).delete(`/api/wishlist/${shampoo.id}`),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
    }
  });

  it('adds (idempotently), lists newest first with live names and prices, removes', async () => {
    const maya = member('maya');
    expect((await request(http()).get('/api/wishlist').set(as(maya)).expect(200)).body).toEqual({
      items: [],
    });
    await add(maya, shampoo.id).expect(200);
    await add(maya, supplement.id).expect(200);
    const again = await add(maya, shampoo.id).expect(200);
    const list: Wishlist = again.body;
    expect(list.items.map((i) => i.productId)).toEqual([supplement.id, shampoo.id]);
    expect(list.items[1]).toEqual({
      productId: shampoo.id,
      name: shampoo.name,
      imageUrl: shampoo.imageUrl,
      price: shampoo.price,
      addedAt: expect.any(String),
    });
    expect(await rows(maya)).toBe(2);

    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      await request(http()).get('/api/wishlist').set(as(maya)).expect(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }

    const removed = await request(http()).delete(`/api/wishlist/${supplement.id}`).set(as(maya)).expect(200);
    expect(removed.body.items.map((i: { productId: string }) => i.productId)).toEqual([shampoo.id]);
    // Removing what is not there is fine.
    await request(http()).delete(`/api/wishlist/${catShampoo.id}`).set(as(maya)).expect(200);
    // Another member's list is their own.
    expect(
      (
        await request(http())
          .get('/api/wishlist')
          .set(as(member('sam')))
          .expect(200)
      ).body.items,
    ).toEqual([]);
  });

  it.each([
    ['abc', 400, 'productId must be a product id (a UUID)'],
    [42, 400, 'productId must be a product id (a UUID)'],
    [undefined, 400, 'productId must be a product id (a UUID)'],
    ['00000000-0000-4000-8000-0000000000ff', 404, 'Product not found'],
  ])('productId %j → %i %s, nothing written', async (productId, status, message) => {
    const who = member('bad');
    const res = await add(who, productId).expect(status);
    expect(res.body).toEqual({ message });
    expect(await rows(who)).toBe(0);
  });

  it('answers 400 for a malformed id on DELETE', async () => {
    const res = await request(http())
      .delete('/api/wishlist/1%27%20OR%201=1')
      .set(as(member('x')))
      .expect(400);
    expect(res.body).toEqual({ message: 'Invalid product id' });
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products`, async () => {
    const who = member('collector');
    const ids = Array.from(
      { length: WISHLIST_MAX_ITEMS },
      (_, i) => `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`,
    );
    await store.dataSource.query(
      `INSERT INTO products (id, name, price) SELECT id, 'Wish ' || id, 100 FROM unnest($1::uuid[]) AS id`,
      [ids],
    );
    await store.dataSource.query(
      `INSERT INTO wishlist_items (user_id, product_id) SELECT $1, id FROM unnest($2::uuid[]) AS id`,
      [who.sub, ids],
    );
    const res = await add(who, shampoo.id).expect(400);
    expect(res.body).toEqual({ message: `Your wishlist can hold at most ${WISHLIST_MAX_ITEMS} products` });
    await add(who, ids[0]).expect(200); // already there: still fine
    expect(await rows(who)).toBe(WISHLIST_MAX_ITEMS);
  });

  it('drops a product that leaves the catalogue', async () => {
    const who = member('leaver');
    const gone = '00000000-0000-4000-8000-0000000000cc';
    await store.dataSource.query(`INSERT INTO products (id, name, price) VALUES ($1, 'Gone', 100)`, [gone]);
    await add(who, gone).expect(200);
    await store.dataSource.query(`DELETE FROM products WHERE id = $1`, [gone]);
    expect((await request(http()).get('/api/wishlist').set(as(who)).expect(200)).body.items).toEqual([]);
  });
});
