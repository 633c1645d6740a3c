import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { MAIL_QUEUE } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import type { TestDatabase } from '@petcora/testing';
import {
  ADMIN,
  as,
  createStoreTestDatabase,
  newMember as member,
  placePaidOrder,
  startStoreTestApp,
  type StoreTestApp,
} from '../testing/store-test-app';

const [shampoo] = DEMO_PRODUCTS;

describe('/api/admin/orders (real Postgres, the Square emulator, the mail queue)', () => {
  let db: TestDatabase;
  let store: StoreTestApp;
  let mail: Queue;

  beforeAll(async () => {
    db = await createStoreTestDatabase('admin_orders');
    store = await startStoreTestApp(db, { label: 'admin-orders', demoSeed: true });
    mail = store.app.get<Queue>(getQueueToken(MAIL_QUEUE));
  }, 60_000);

  afterAll(async () => {
    await mail?.obliterate({ force: true });
    await store?.close();
    await db?.drop();
  });

  const http = () => store.app.getHttpServer();
  const admin = (method: 'get' | 'post', path: string) => request(http())[method](path).set(as(ADMIN));
  const paidOrder = async (name: string) => ({
    ...(await placePaidOrder(store, { name, productId: shampoo.id, quantity: 2 })),
    total: 2 * shampoo.price,
  });
  const jobsFor = async (orderId: string) =>
    (await mail.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
      .filter((j) => j.data.orderId === orderId)
      .map((j) => j.data);

  it('is for admins only: visitors 401, members 403', async () => {
    await request(http()).get('/api/admin/orders').expect(401);
    await request(http())
      .get('/api/admin/orders')
      .set(as(member('m')))
      .expect(403);
    const { orderId } = await paidOrder('nosy');
    await request(http())
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set(as(member('nosy2')))
      .send({})
      .expect(403);
  });

  it('queues the order confirmation once when the payment completes', async () => {
    const { buyer, orderId, total } = await paidOrder('confirmed');
    const jobs = await jobsFor(orderId);
    expect(jobs).toEqual([
      expect.objectContaining({
        kind: 'order-confirmation',
        userId: buyer.sub,
        totalAmount: total,
        cardBrand: 'VISA',
        last4: '1111',
        items: [{ name: shampoo.name, quantity: 2, price: shampoo.price }],
      }),
    ]);
  });

  it('ships with carrier and tracking (the member sees them), then delivers; each change recorded and mailed', async () => {
    const { buyer, orderId } = await paidOrder('shipped');
    const shipped = await admin('post', `/api/admin/orders/${orderId}/ship`)
      .send({ carrier: ' UPS ', trackingNumber: '1Z999AA10123456784' })
      .expect(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    const mine = await request(http()).get(`/api/orders/${orderId}`).set(as(buyer)).expect(200);
    expect(mine.body.order).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });

    const delivered = await admin('post', `/api/admin/orders/${orderId}/deliver`).expect(200);
    expect(delivered.body.order.status).toBe('delivered');
    expect(
      delivered.body.history.map((e: { status: string; actorId: string | null }) => [e.status, e.actorId]),
    ).toEqual([
      ['processing', null],
      ['shipped', ADMIN.sub],
      ['delivered', ADMIN.sub],
    ]);
    const kinds = (await jobsFor(orderId)).map((j) => [j.kind, j.status ?? null]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['order-confirmation', null],
        ['order-update', 'shipped'],
        ['order-update', 'delivered'],
      ]),
    );
    // Forward only.
    const back = await admin('post', `/api/admin/orders/${orderId}/cancel`).send({}).expect(409);
    expect(back.body).toEqual({ message: 'An order that is delivered cannot be marked canceled' });
  });

  it('refunds part, refuses more than is left, then cancels with a full refund of the rest through Square', async () => {
    const { buyer, orderId, total } = await paidOrder('refunds');
    const part = await admin('post', `/api/admin/orders/${orderId}/refunds`)
      .send({ amount: 500, reason: 'Damaged box' })
      .expect(200);
    expect(part.body.order.payment).toMatchObject({ state: 'partly_refunded', refundedAmount: 500 });
    const tooMuch = await admin('post', `/api/admin/orders/${orderId}/refunds`)
      .send({ amount: total })
      .expect(400);
    expect(tooMuch.body.message).toMatch(/^At most \$\d+\.\d\d can still be refunded$/);

    const canceled = await admin('post', `/api/admin/orders/${orderId}/cancel`)
      .send({ reason: 'Out of stock' })
      .expect(200);
    expect(canceled.body.order.status).toBe('canceled');
    expect(canceled.body.order.payment).toMatchObject({ state: 'refunded', refundedAmount: total });
    const paymentId = (
      await store.dataSource.query(`SELECT square_payment_id FROM payments WHERE order_id = $1`, [orderId])
    )[0].square_payment_id;
    expect(
      [...store.square.emulator.payments.refunds.values()]
        .filter((r) => r.payment_id === paymentId)
        .map((r) => r.amount_money.amount)
        .sort((a, b) => a - b),
    ).toEqual([500, total - 500].sort((a, b) => a - b));
    const mine = await request(http()).get(`/api/orders/${orderId}`).set(as(buyer)).expect(200);
    expect(mine.body.order.payment.state).toBe('refunded');
  });

  it('two cancels at once refund once', async () => {
    const { orderId, total } = await paidOrder('race');
    const before = store.square.emulator.payments.refunds.size;
    const results = await Promise.all([
      admin('post', `/api/admin/orders/${orderId}/cancel`).send({}),
      admin('post', `/api/admin/orders/${orderId}/cancel`).send({}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(store.square.emulator.payments.refunds.size - before).toBe(1);
    const [row] = await store.dataSource.query(`SELECT refunded_amount FROM payments WHERE order_id = $1`, [
      orderId,
    ]);
    expect(row.refunded_amount).toBe(total);
  });

  it('changes nothing when Square cannot take the refund (503)', async () => {
    const { orderId } = await paidOrder('away');
    store.square.emulator.payments.failNextPayments(1);
    const res = await admin('post', `/api/admin/orders/${orderId}/cancel`).send({}).expect(503);
    expect(res.body.message).toBe(
      'Square could not take the refund right now; nothing was changed. Try again in a moment.',
    );
    const [row] = await store.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    expect(row.status).toBe('processing');
  });

  it('lists every order newest first and filters by status; a bad status or cursor is 400', async () => {
    const a = await paidOrder('list-a');
    const b = await paidOrder('list-b');
    await admin('post', `/api/admin/orders/${a.orderId}/ship`)
      .send({ carrier: 'USPS', trackingNumber: '9400 1000' })
      .expect(200);
    const all = await admin('get', '/api/admin/orders').expect(200);
    const ids = all.body.orders.map((o: { id: string }) => o.id);
    expect(ids.indexOf(b.orderId)).toBeLessThan(ids.indexOf(a.orderId));
    const shipped = await admin('get', '/api/admin/orders?status=shipped').expect(200);
    expect(shipped.body.orders.every((o: { status: string }) => o.status === 'shipped')).toBe(true);
    expect(shipped.body.orders.map((o: { id: string }) => o.id)).toContain(a.orderId);
    expect(shipped.body.orders.find((o: { id: string }) => o.id === a.orderId)).toMatchObject({
      userId: a.buyer.sub,
      carrier: 'USPS',
      payment: { state: 'paid', cardBrand: 'VISA', last4: '1111' },
    });
    await admin('get', '/api/admin/orders?status=lost').expect(400);
    await admin('get', '/api/admin/orders?cursor=bm9wZQ').expect(400);
  });

  it('refuses bad input with 400 and unknown orders with 404', async () => {
    const { orderId } = await paidOrder('bad');
    const ship = (body: object) => admin('post', `/api/admin/orders/${orderId}/ship`).send(body);
    expect((await ship({ carrier: '', trackingNumber: '1' }).expect(400)).body).toEqual({
      message: 'Carrier is required',
    });
    expect((await ship({ carrier: 'UPS', trackingNumber: 'x'.repeat(101) }).expect(400)).body.message).toBe(
      'Tracking number must be at most 100 characters',
    );
    expect((await ship({ carrier: 'UPS', trackingNumber: '<b>' }).expect(400)).body.message).toBe(
      'Tracking number may only contain letters, digits, spaces and dashes',
    );
    const refund = (body: object) => admin('post', `/api/admin/orders/${orderId}/refunds`).send(body);
    await refund({ amount: 0 }).expect(400);
    await refund({ amount: 1.5 }).expect(400);
    await refund({ amount: '100' }).expect(400);
    await admin('post', `/api/admin/orders/${randomUUID()}/deliver`).expect(404);
    await admin('get', '/api/admin/orders/not-a-uuid').expect(400);
  });
});
