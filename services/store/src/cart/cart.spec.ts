import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Client } from 'pg';
import { CART_COOKIE, CART_MAX_LINES, type Cart, type IdentityClaims } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { as, useStoreTestApp } from '../testing/store-test-app';
import { hashCartToken } from './cart-token';

const [shampoo, catShampoo, supplement, treats] = DEMO_PRODUCTS;
const MISSING = '00000000-0000-4000-8000-0000000000ff';

const member = (name: string): IdentityClaims => ({ sub: randomUUID(), username: name, role: 'member' });

/** The cart cookie a response set: its value and attributes. */
function cartCookie(res: request.Response): { value: string; header: string } | null {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const header = raw?.find((c) => c.startsWith(`${CART_COOKIE}=`));
  if (!header) return null;
  return { value: header.slice(CART_COOKIE.length + 1).split(';')[0]!, header };
}

describe('cart (real Postgres)', () => {
  const { store } = useStoreTestApp({ label: 'cart', demoSeed: true });

  const http = () => store.app.getHttpServer();
  const count = async (table: string): Promise<number> =>
    (await store.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const withCookie = (token: string) => ({ cookie: `${CART_COOKIE}=${token}` });

  describe('a visitor', () => {
    it('has an empty cart and no cookie until they add something; reading writes nothing', async () => {
      const before = await count('carts');
      const res = await request(http()).get('/api/cart').expect(200);
      expect(res.body).toEqual({ lines: [], itemCount: 0, subtotal: 0 });
      expect(cartCookie(res)).toBeNull();
      await request(http()).delete('/api/cart').expect(200);
      await request(http()).delete(`/api/cart/items/${shampoo.id}`).expect(200);
      await request(http()).patch(`/api/cart/items/${shampoo.id}`).send({ quantity: 0 }).expect(200);
      const notThere = await request(http())
        .patch(`/api/cart/items/${shampoo.id}`)
        .send({ quantity: 2 })
        .expect(404);
      expect(notThere.body).toEqual({ message: 'This product is not in your cart' });
      expect(await count('carts')).toBe(before);
    });

    it('gets a 30-day httpOnly SameSite=Lax cookie on the first add; only the token hash is stored', async () => {
      const res = await request(http())
        .post('/api/cart/items')
        .send({ productId: shampoo.id, quantity: 2 })
        .expect(200);
      const cookie = cartCookie(res)!;
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.header).toMatch(/HttpOnly/);
      expect(cookie.header).toMatch(/SameSite=Lax/);
      expect(cookie.header).toMatch(/Max-Age=2592000/);
      expect(cookie.header).toMatch(/Path=\/api/);
      // Expires beside Max-Age, as Express wrote it, for clients that read only Expires.
      expect(cookie.header).toMatch(/Expires=\w{3}, \d{2} \w{3} \d{4} /);
      expect(cookie.header).not.toMatch(/Secure/); // Secure only in production
      const body: Cart = res.body;
      expect(body).toEqual({
        lines: [
          {
            productId: shampoo.id,
            name: shampoo.name,
            imageUrl: shampoo.imageUrl,
            unitPrice: shampoo.price,
            quantity: 2,
            lineTotal: 2 * shampoo.price,
            available: true,
          },
        ],
        itemCount: 2,
        subtotal: 2 * shampoo.price,
      });
      const rows = await store.dataSource.query(
        `SELECT token_hash, user_id FROM carts WHERE token_hash = $1`,
        [hashCartToken(cookie.value)],
      );
      expect(rows).toEqual([{ token_hash: hashCartToken(cookie.value), user_id: null }]);
      const raw = await store.dataSource.query(`SELECT count(*)::int AS n FROM carts WHERE token_hash = $1`, [
        cookie.value,
      ]);
      expect(raw[0].n).toBe(0);

      // The cart survives a reload: the cookie names it.
      const again = await request(http()).get('/api/cart').set(withCookie(cookie.value)).expect(200);
      expect(again.body.itemCount).toBe(2);
    });

    it('adds, sets, removes and empties, pricing from the catalogue at read time', async () => {
      const first = await request(http()).post('/api/cart/items').send({ productId: treats.id }).expect(200);
      const token = cartCookie(first)!.value;
      const cookie = withCookie(token);
      expect(first.body.lines[0]).toMatchObject({ productId: treats.id, quantity: 1 });

      await request(http()).post('/api/cart/items').set(cookie).send({ productId: treats.id, quantity: 3 });
      let cart: Cart = (
        await request(http())
          .post('/api/cart/items')
          .set(cookie)
          .send({ productId: supplement.id, quantity: 1 })
      ).body;
      expect(cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
        [treats.id, 4],
        [supplement.id, 1],
      ]);
      expect(cart.subtotal).toBe(4 * treats.price + supplement.price);

      cart = (
        await request(http())
          .patch(`/api/cart/items/${treats.id}`)
          .set(cookie)
          .send({ quantity: 99 })
          .expect(200)
      ).body;
      expect(cart.lines[0]!.quantity).toBe(99);
      expect(cart.itemCount).toBe(100);

      cart = (
        await request(http())
          .patch(`/api/cart/items/${treats.id}`)
          .set(cookie)
          .send({ quantity: 0 })
          .expect(200)
      ).body;
      expect(cart.lines.map((l) => l.productId)).toEqual([supplement.id]);

      // The catalogue price changes: the cart shows the new one.
      await store.dataSource.query(`UPDATE products SET price = price + 100 WHERE id = $1`, [supplement.id]);
      try {
        cart = (await request(http()).get('/api/cart').set(cookie).expect(200)).body;
        expect(cart.lines[0]!.unitPrice).toBe(supplement.price + 100);
        expect(cart.subtotal).toBe(supplement.price + 100);
      } finally {
        await store.dataSource.query(`UPDATE products SET price = $2 WHERE id = $1`, [
          supplement.id,
          supplement.price,
        ]);
      }

      cart = (await request(http()).delete(`/api/cart/items/${supplement.id}`).set(cookie).expect(200)).body;
      expect(cart).toEqual({ lines: [], itemCount: 0, subtotal: 0 });
      await request(http()).post('/api/cart/items').set(cookie).send({ productId: shampoo.id }).expect(200);
      expect((await request(http()).delete('/api/cart').set(cookie).expect(200)).body.lines).toEqual([]);
    });

    it('ignores a forged or unknown cookie: reading shows an empty cart, adding starts a new one', async () => {
      for (const forged of ['not-a-token', `${'A'.repeat(43)}`, "x'; DROP TABLE carts; --"]) {
        const res = await request(http()).get('/api/cart').set(withCookie(forged)).expect(200);
        expect(res.body.lines).toEqual([]);
      }
      const add = await request(http())
        .post('/api/cart/items')
        .set(withCookie('A'.repeat(43)))
        .send({ productId: shampoo.id })
        .expect(200);
      expect(cartCookie(add)!.value).not.toBe('A'.repeat(43));
    });

    it('treats a cart untouched for more than 30 days as gone', async () => {
      const add = await request(http()).post('/api/cart/items').send({ productId: shampoo.id }).expect(200);
      const token = cartCookie(add)!.value;
      await store.dataSource.query(
        `UPDATE carts SET updated_at = now() - interval '31 days' WHERE token_hash = $1`,
        [hashCartToken(token)],
      );
      expect((await request(http()).get('/api/cart').set(withCookie(token)).expect(200)).body.lines).toEqual(
        [],
      );
    });
  });

  describe('limits and bad input (nothing written)', () => {
    let token: string;
    beforeAll(async () => {
      const res = await request(http()).post('/api/cart/items').send({ productId: shampoo.id, quantity: 98 });
      token = cartCookie(res)!.value;
    });

    const snapshot = () =>
      store.dataSource.query(
        `SELECT cart_id, product_id, quantity FROM cart_items ORDER BY cart_id, product_id`,
      );

    it.each([
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: 0 },
        400,
        'quantity must be a whole number from 1 to 99',
      ],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: 100 },
        400,
        'quantity must be a whole number from 1 to 99',
      ],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: -1 },
        400,
        'quantity must be a whole number from 1 to 99',
      ],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: 1.5 },
        400,
        'quantity must be a whole number from 1 to 99',
      ],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: '2' },
        400,
        'quantity must be a whole number from 1 to 99',
      ],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: 1e12 },
        400,
        'quantity must be a whole number from 1 to 99',
      ],
      ['POST', '/api/cart/items', { productId: 'abc' }, 400, 'productId must be a product id (a UUID)'],
      ['POST', '/api/cart/items', { productId: MISSING }, 404, 'Product not found'],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, price: 1 },
        400,
        'property price should not exist',
      ],
      [
        'POST',
        '/api/cart/items',
        { productId: shampoo.id, quantity: 2 },
        400,
        'You can have at most 99 of one product in your cart',
      ],
      [
        'PATCH',
        `/api/cart/items/${shampoo.id}`,
        { quantity: 100 },
        400,
        'quantity must be a whole number from 0 to 99 (0 removes the line)',
      ],
      [
        'PATCH',
        `/api/cart/items/${shampoo.id}`,
        { quantity: -1 },
        400,
        'quantity must be a whole number from 0 to 99 (0 removes the line)',
      ],
      [
        'PATCH',
        `/api/cart/items/${shampoo.id}`,
        {},
        400,
        'quantity must be a whole number from 0 to 99 (0 removes the line)',
      ],
      ['PATCH', `/api/cart/items/${catShampoo.id}`, { quantity: 3 }, 404, 'This product is not in your cart'],
      ['PATCH', '/api/cart/items/12', { quantity: 3 }, 400, 'Invalid product id'],
      ['DELETE', '/api/cart/items/not-a-uuid', undefined, 400, 'Invalid product id'],
    ] as const)('%s %s %j → %i %s', async (method, path, body, status, message) => {
      const before = await snapshot();
      const call = request(http())
        [method.toLowerCase() as 'post' | 'patch' | 'delete'](path)
        .set(withCookie(token));
      const res = await (body === undefined ? call : call.send(body)).expect(status);
      expect(res.body).toEqual({ message });
      expect(await snapshot()).toEqual(before);
    });

    it(`refuses a ${CART_MAX_LINES + 1}st line, and a visitor's unknown product creates no cart`, async () => {
      const ids: string[] = [];
      const values = Array.from({ length: CART_MAX_LINES }, (_, i) => {
        const id = `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;
        ids.push(id);
        return `('${id}', 'Bulk ${i}', 100)`;
      });
      await store.dataSource.query(`INSERT INTO products (id, name, price) VALUES ${values.join(', ')}`);
      const res = await request(http()).post('/api/cart/items').send({ productId: ids[0] });
      const cookie = withCookie(cartCookie(res)!.value);
      for (const id of ids.slice(1))
        await request(http()).post('/api/cart/items').set(cookie).send({ productId: id });
      const full = await request(http())
        .post('/api/cart/items')
        .set(cookie)
        .send({ productId: shampoo.id })
        .expect(400);
      expect(full.body).toEqual({ message: 'Your cart can hold at most 50 different products' });
      // Adding more of a line already there still works.
      await request(http()).post('/api/cart/items').set(cookie).send({ productId: ids[0] }).expect(200);

      const carts = await count('carts');
      await request(http()).post('/api/cart/items').send({ productId: MISSING }).expect(404);
      expect(await count('carts')).toBe(carts);
    });
  });

  describe('a member', () => {
    it('has one cart by user id, answered in one SQL query', async () => {
      const maya = member('maya2');
      await request(http()).post('/api/cart/items').set(as(maya)).send({ productId: treats.id, quantity: 2 });
      const spy = jest.spyOn(Client.prototype, 'query');
      let res;
      try {
        res = await request(http()).get('/api/cart').set(as(maya)).expect(200);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
      expect(res.body).toMatchObject({ itemCount: 2, subtotal: 2 * treats.price });
      expect(cartCookie(res)).toBeNull();
      const rows = await store.dataSource.query(`SELECT count(*)::int AS n FROM carts WHERE user_id = $1`, [
        maya.sub,
      ]);
      expect(rows[0].n).toBe(1);
      // Another member sees their own, empty cart.
      expect(
        (
          await request(http())
            .get('/api/cart')
            .set(as(member('other')))
            .expect(200)
        ).body.lines,
      ).toEqual([]);
    });

    it('merges the visitor cart on the first call after sign-in: quantities add up to 99, the cookie is cleared', async () => {
      const shopper = member('shopper');
      await request(http())
        .post('/api/cart/items')
        .set(as(shopper))
        .send({ productId: shampoo.id, quantity: 60 });
      await request(http())
        .post('/api/cart/items')
        .set(as(shopper))
        .send({ productId: treats.id, quantity: 1 });

      const visit = await request(http())
        .post('/api/cart/items')
        .send({ productId: shampoo.id, quantity: 50 });
      const token = cartCookie(visit)!.value;
      await request(http())
        .post('/api/cart/items')
        .set(withCookie(token))
        .send({ productId: supplement.id, quantity: 2 });

      const merged = await request(http())
        .get('/api/cart')
        .set(as(shopper))
        .set(withCookie(token))
        .expect(200);
      expect((merged.body as Cart).lines.map((l) => [l.productId, l.quantity])).toEqual(
        expect.arrayContaining([
          [shampoo.id, 99],
          [treats.id, 1],
          [supplement.id, 2],
        ]),
      );
      expect(merged.body.lines).toHaveLength(3);
      const cleared = cartCookie(merged)!;
      expect(cleared.value).toBe('');
      expect(cleared.header).toMatch(/Expires=Thu, 01 Jan 1970/);
      const visitorRows = await store.dataSource.query(`SELECT id FROM carts WHERE token_hash = $1`, [
        hashCartToken(token),
      ]);
      expect(visitorRows).toEqual([]);

      // Sending the old cookie again changes nothing.
      const again = await request(http())
        .get('/api/cart')
        .set(as(shopper))
        .set(withCookie(token))
        .expect(200);
      expect(again.body).toEqual(merged.body);
    });

    it('merges only as many new lines as the member cart has room for (oldest first)', async () => {
      const full = member('nearly-full');
      const ids = Array.from(
        { length: CART_MAX_LINES + 2 },
        (_, i) => `00000000-0000-4000-b000-${String(i).padStart(12, '0')}`,
      );
      await store.dataSource.query(
        `INSERT INTO products (id, name, price) SELECT id, 'Merge ' || id, 100 FROM unnest($1::uuid[]) AS id`,
        [ids],
      );
      // The member has 49 lines; the visitor cart has one of them and three new ones.
      for (const id of ids.slice(0, CART_MAX_LINES - 1))
        await request(http()).post('/api/cart/items').set(as(full)).send({ productId: id }).expect(200);
      const visit = await request(http()).post('/api/cart/items').send({ productId: ids[0], quantity: 5 });
      const cookie = withCookie(cartCookie(visit)!.value);
      for (const id of ids.slice(CART_MAX_LINES - 1))
        await request(http()).post('/api/cart/items').set(cookie).send({ productId: id }).expect(200);

      const merged: Cart = (await request(http()).get('/api/cart').set(as(full)).set(cookie).expect(200))
        .body;
      expect(merged.lines).toHaveLength(CART_MAX_LINES);
      expect(merged.lines.find((l) => l.productId === ids[0])!.quantity).toBe(6);
      const added = merged.lines
        .map((l) => l.productId)
        .filter((id) => ids.indexOf(id) >= CART_MAX_LINES - 1);
      expect(added).toEqual([ids[CART_MAX_LINES - 1]]);
    });

    it('merges on a change too, and into a member who had no cart yet', async () => {
      const fresh = member('fresh');
      const visit = await request(http())
        .post('/api/cart/items')
        .send({ productId: catShampoo.id, quantity: 3 });
      const token = cartCookie(visit)!.value;
      const res = await request(http())
        .post('/api/cart/items')
        .set(as(fresh))
        .set(withCookie(token))
        .send({ productId: catShampoo.id, quantity: 1 })
        .expect(200);
      expect(res.body.lines).toEqual([expect.objectContaining({ productId: catShampoo.id, quantity: 4 })]);
      expect(cartCookie(res)!.value).toBe('');
    });

    it('shows a product that left the catalogue as unavailable, outside the subtotal', async () => {
      const buyer = member('buyer');
      const gone = '00000000-0000-4000-8000-0000000000ee';
      await store.dataSource.query(
        `INSERT INTO products (id, name, price, image_url) VALUES ($1, 'Old Balm', 700, '/x.svg')`,
        [gone],
      );
      await request(http()).post('/api/cart/items').set(as(buyer)).send({ productId: gone, quantity: 2 });
      await request(http()).post('/api/cart/items').set(as(buyer)).send({ productId: treats.id });
      await store.dataSource.query(`DELETE FROM products WHERE id = $1`, [gone]);
      const cart: Cart = (await request(http()).get('/api/cart').set(as(buyer)).expect(200)).body;
      expect(cart.lines).toEqual([
        {
          productId: gone,
          name: 'Old Balm',
          imageUrl: '/x.svg',
          unitPrice: 700,
          quantity: 2,
          lineTotal: 1400,
          available: false,
        },
        expect.objectContaining({ productId: treats.id, available: true }),
      ]);
      expect(cart.subtotal).toBe(treats.price);
      expect(cart.itemCount).toBe(3);
    });
  });
});
