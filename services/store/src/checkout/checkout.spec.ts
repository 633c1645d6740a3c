import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  CART_COOKIE,
  IDEMPOTENCY_KEY_HEADER,
  type IdentityClaims,
  type OrderDetail,
  type OrderSummary,
} from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { as, newMember, useStoreTestApp, TEST_CHECKOUT } from '../testing/store-test-app';

const [shampoo, catShampoo, supplement, treats] = DEMO_PRODUCTS;

describe('checkout: POST /api/orders (real Postgres)', () => {
  const { store } = useStoreTestApp({ label: 'checkout', demoSeed: true });

  const http = () => store.app.getHttpServer();
  const add = (who: IdentityClaims, productId: string, quantity: number) =>
    request(http()).post('/api/cart/items').set(as(who)).send({ productId, quantity }).expect(200);
  const place = (who: IdentityClaims, key: string | null, body: object = TEST_CHECKOUT) => {
    const call = request(http()).post('/api/orders').set(as(who));
    return (key === null ? call : call.set(IDEMPOTENCY_KEY_HEADER, key)).send(body);
  };
  const ordersOf = async (who: IdentityClaims): Promise<{ id: string; total: number }[]> =>
    store.dataSource.query(`SELECT id, total FROM orders WHERE user_id = $1`, [who.sub]);
  const cartLines = async (who: IdentityClaims) =>
    (await request(http()).get('/api/cart').set(as(who))).body.lines;

  it('orders the cart priced from the catalogue, charges the card, empties the cart, and lists the order on the dashboard', async () => {
    const buyer = newMember('buyer');
    await add(buyer, shampoo.id, 2);
    await add(buyer, treats.id, 1);
    // The catalogue price moves after the add: the order takes the current one.
    await store.dataSource.query(`UPDATE products SET price = 2599 WHERE id = $1`, [shampoo.id]);
    let res;
    try {
      res = await place(buyer, randomUUID(), { ...TEST_CHECKOUT, notes: ' Leave at the door ' }).expect(201);
    } finally {
      await store.dataSource.query(`UPDATE products SET price = $2 WHERE id = $1`, [
        shampoo.id,
        shampoo.price,
      ]);
    }
    const detail: OrderDetail = res.body;
    const total = 2 * 2599 + treats.price;
    expect(detail.order).toEqual({
      id: expect.any(String),
      status: 'processing',
      shippingAddress: '12 Elm Street, New Haven, CT, 06510, USA',
      shippingMethod: 'Standard Shipping',
      paymentMethod: 'Credit Card',
      totalAmount: total,
      createdAt: expect.any(String),
      payment: { state: 'paid', cardBrand: 'VISA', last4: '1111', amount: total, refundedAmount: 0 },
      carrier: null,
      trackingNumber: null,
    });
    const charged = [...store.square.emulator.payments.payments.values()];
    expect(charged.map((p) => [p.amount_money.amount, p.reference_id, p.status])).toEqual([
      [total, detail.order.id, 'COMPLETED'],
    ]);
    expect(detail.items).toEqual([
      {
        id: expect.any(String),
        productId: shampoo.id,
        price: 2599,
        quantity: 2,
        product: { id: shampoo.id, name: shampoo.name, imageUrl: shampoo.imageUrl },
      },
      {
        id: expect.any(String),
        productId: treats.id,
        price: treats.price,
        quantity: 1,
        product: { id: treats.id, name: treats.name, imageUrl: treats.imageUrl },
      },
    ]);
    expect(await cartLines(buyer)).toEqual([]);
    const [row] = await store.dataSource.query(`SELECT notes, status FROM orders WHERE id = $1`, [
      detail.order.id,
    ]);
    expect(row).toEqual({ notes: 'Leave at the door', status: 'processing' });

    const list: OrderSummary[] = (await request(http()).get('/api/orders').set(as(buyer)).expect(200)).body;
    expect(list.map((o) => [o.id, o.totalAmount])).toEqual([[detail.order.id, total]]);
    const again = await request(http()).get(`/api/orders/${detail.order.id}`).set(as(buyer)).expect(200);
    expect(again.body).toEqual(detail);
  });

  it('records a chosen shipping method', async () => {
    const buyer = newMember('express');
    await add(buyer, catShampoo.id, 1);
    const res = await place(buyer, randomUUID(), {
      ...TEST_CHECKOUT,
      shippingMethod: 'Express Shipping',
    }).expect(201);
    expect(res.body.order.shippingMethod).toBe('Express Shipping');
  });

  it('refuses prices, totals or lines sent in the body: the browser never prices an order', async () => {
    const buyer = newMember('tamper');
    await add(buyer, supplement.id, 1);
    for (const extra of [{ total: 1 }, { items: [{ productId: supplement.id, price: 1 }] }, { price: 1 }]) {
      const res = await place(buyer, randomUUID(), { ...TEST_CHECKOUT, ...extra }).expect(400);
      expect(res.body.message).toMatch(/should not exist/);
    }
    expect(await ordersOf(buyer)).toEqual([]);
    const ok = await place(buyer, randomUUID()).expect(201);
    expect(ok.body.order.totalAmount).toBe(supplement.price);
  });

  it('answers the same order to a second submit with the same key (200), and a new key makes a new order', async () => {
    const buyer = newMember('double');
    await add(buyer, treats.id, 2);
    const key = randomUUID();
    const first = await place(buyer, key).expect(201);
    const second = await place(buyer, key).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await ordersOf(buyer)).toHaveLength(1);
    // The cart is empty now: a new key has nothing to order.
    expect((await place(buyer, randomUUID()).expect(400)).body).toEqual({ message: 'Your cart is empty' });
  });

  it('creates exactly one order when two submits with one key race', async () => {
    const buyer = newMember('racer');
    await add(buyer, shampoo.id, 1);
    await add(buyer, supplement.id, 3);
    const key = randomUUID();
    const results = await Promise.all([place(buyer, key), place(buyer, key), place(buyer, key)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(results.map((r) => (r.body as OrderDetail).order.id));
    expect(ids.size).toBe(1);
    const orders = await ordersOf(buyer);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.total).toBe(shampoo.price + 3 * supplement.price);
    const [{ n }] = await store.dataSource.query(
      `SELECT count(*)::int AS n FROM order_items WHERE order_id = $1`,
      [orders[0]!.id],
    );
    expect(n).toBe(2);
  });

  it('keys are per member: another member reusing a key gets their own order', async () => {
    const a = newMember('a');
    const b = newMember('b');
    const key = randomUUID();
    await add(a, treats.id, 1);
    await add(b, treats.id, 1);
    const first = await place(a, key).expect(201);
    const second = await place(b, key).expect(201);
    expect(second.body.order.id).not.toBe(first.body.order.id);
  });

  it('leaves no order and keeps the cart when writing fails half way', async () => {
    const buyer = newMember('atomic');
    await add(buyer, shampoo.id, 2);
    await add(buyer, treats.id, 1);
    // Force a failure after the order row is written: the order lines cannot be inserted.
    await store.dataSource.query(`
      CREATE FUNCTION fail_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$`);
    await store.dataSource.query(
      `CREATE TRIGGER fail_order_items BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fail_order_items()`,
    );
    try {
      const res = await place(buyer, randomUUID()).expect(500);
      expect(res.body).toEqual({ message: expect.any(String) });
    } finally {
      await store.dataSource.query(`DROP TRIGGER fail_order_items ON order_items`);
      await store.dataSource.query(`DROP FUNCTION fail_order_items()`);
    }
    expect(await ordersOf(buyer)).toEqual([]);
    expect((await cartLines(buyer)).map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    // And it works once the failure is gone.
    await place(buyer, randomUUID()).expect(201);
  });

  it('refuses an empty cart, and a cart with a product that left the catalogue, naming it', async () => {
    const buyer = newMember('empty');
    expect((await place(buyer, randomUUID()).expect(400)).body).toEqual({ message: 'Your cart is empty' });

    const gone = '00000000-0000-4000-8000-0000000000dd';
    await store.dataSource.query(
      `INSERT INTO products (id, name, price) VALUES ($1, 'Vanishing Balm', 500)`,
      [gone],
    );
    await add(buyer, gone, 1);
    await add(buyer, treats.id, 1);
    await store.dataSource.query(`DELETE FROM products WHERE id = $1`, [gone]);
    const res = await place(buyer, randomUUID()).expect(409);
    expect(res.body).toEqual({ message: 'Vanishing Balm is no longer available; remove it from your cart' });
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartLines(buyer)).toHaveLength(2);
  });

  it('checks out a visitor cart merged at checkout (the cookie travels with the first member call)', async () => {
    const visit = await request(http())
      .post('/api/cart/items')
      .send({ productId: catShampoo.id, quantity: 2 });
    const cookie = (visit.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(CART_COOKIE),
    )!;
    const buyer = newMember('newcomer');
    const res = await place(buyer, randomUUID()).set('cookie', cookie.split(';')[0]!).expect(201);
    expect(res.body.items).toEqual([expect.objectContaining({ productId: catShampoo.id, quantity: 2 })]);
  });

  describe('bad input', () => {
    const buyer = newMember('bad');
    beforeAll(async () => {
      await add(buyer, treats.id, 1);
    });

    it('requires a signed-in member', async () => {
      const res = await request(http())
        .post('/api/orders')
        .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
        .send(TEST_CHECKOUT);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
    });

    it.each([
      [null, 'An Idempotency-Key header is required'],
      ['', 'An Idempotency-Key header is required'],
      ['has spaces', 'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores'],
      ['x'.repeat(101), 'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores'],
      [
        "'; DROP TABLE orders; --",
        'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores',
      ],
    ])('Idempotency-Key %j → 400 %s', async (key, message) => {
      const res = await place(buyer, key).expect(400);
      expect(res.body).toEqual({ message });
      expect(await ordersOf(buyer)).toEqual([]);
    });

    it.each([
      [{ shippingAddress: ' ' }, 'Shipping address is required'],
      [{ shippingCity: 'x'.repeat(101) }, 'City must be at most 100 characters'],
      [{ shippingState: 'x'.repeat(101) }, 'State / region must be at most 100 characters'],
      [{ shippingZip: 'x'.repeat(21) }, 'ZIP / postal code must be at most 20 characters'],
      [{ shippingCountry: 'x'.repeat(101) }, 'Country must be at most 100 characters'],
      [{ shippingCountry: undefined }, 'Country must be text'],
      [{ shippingMethod: 'Teleport' }, 'Shipping method must be one of Standard Shipping, Express Shipping'],
      [{ paymentMethod: 'Bitcoin' }, 'Payment method must be one of Credit Card'],
      [{ notes: 'x'.repeat(501) }, 'Notes must be at most 500 characters'],
      [{ shippingCity: ['a', 'b'] }, 'City must be text'],
    ])('%j → 400 %s', async (change, message) => {
      const res = await place(buyer, randomUUID(), { ...TEST_CHECKOUT, ...change }).expect(400);
      expect(res.body).toEqual({ message });
      expect(await ordersOf(buyer)).toEqual([]);
      expect(await cartLines(buyer)).toHaveLength(1);
    });
  });

  it("keeps orders their owner's: another member's new order is 404 like a missing one", async () => {
    const owner = newMember('owner');
    const other = newMember('other');
    await add(owner, treats.id, 1);
    const { body } = await place(owner, randomUUID()).expect(201);
    const res = await request(http()).get(`/api/orders/${body.order.id}`).set(as(other)).expect(404);
    expect(res.body).toEqual({ message: 'Order not found' });
    expect((await request(http()).get('/api/orders').set(as(other)).expect(200)).body).toEqual([]);
  });
});
