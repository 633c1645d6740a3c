import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SQUARE_SIGNATURE_HEADER } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import {
  as,
  placePaidOrder,
  signWebhook,
  useStoreTestApp,
  TEST_WEBHOOK_KEY,
  TEST_WEBHOOK_URL,
} from '../testing/store-test-app';

const [, , supplement] = DEMO_PRODUCTS;
const AUTH = { Authorization: 'Bearer emulator-token' };

describe('POST /api/webhooks/square (real Postgres, the emulator delivering)', () => {
  const { store } = useStoreTestApp({ label: 'webhooks', demoSeed: true });

  beforeAll(async () => {
    await store.app.listen(0, '127.0.0.1');
    const port = (store.app.getHttpServer().address() as AddressInfo).port;
    // Signed over the public notification URL, delivered to this app's port (as through the gateway).
    store.square.emulator.payments.setWebhook({
      url: TEST_WEBHOOK_URL,
      signatureKey: TEST_WEBHOOK_KEY,
      deliverTo: `http://127.0.0.1:${port}/api/webhooks/square`,
    });
  });

  const http = () => store.app.getHttpServer();
  const emulator = () => store.square.emulator.payments;
  const post = (body: string, signature: string | null) => {
    const call = request(http()).post('/api/webhooks/square').set('content-type', 'application/json');
    return (signature === null ? call : call.set(SQUARE_SIGNATURE_HEADER, signature)).send(body);
  };
  const paidOrder = async (name: string) => {
    const paid = await placePaidOrder(store, { name, productId: supplement.id, quantity: 2 });
    await emulator().webhooksDelivered();
    return paid;
  };
  const paymentRow = async (orderId: string) =>
    (
      await store.dataSource.query(
        `SELECT square_payment_id, status, refunded_amount FROM payments WHERE order_id = $1`,
        [orderId],
      )
    )[0];

  it('applies refund.updated from Square: the payment shows partly refunded, then refunded', async () => {
    const { buyer, orderId } = await paidOrder('refunded');
    const { square_payment_id: paymentId } = await paymentRow(orderId);
    // A refund made at Square (e.g. from its dashboard): the store learns of it only by webhook.
    await request(store.square)
      .post('/v2/refunds')
      .set(AUTH)
      .send({
        idempotency_key: 'dash-1',
        payment_id: paymentId,
        amount_money: { amount: 500, currency: 'USD' },
      })
      .expect(200);
    await emulator().webhooksDelivered();
    expect(emulator().webhooks.every((w) => w.status === 200)).toBe(true);
    let detail = (await request(http()).get(`/api/orders/${orderId}`).set(as(buyer)).expect(200)).body;
    expect(detail.order.payment).toMatchObject({ state: 'partly_refunded', refundedAmount: 500 });
    await request(store.square)
      .post('/v2/refunds')
      .set(AUTH)
      .send({
        idempotency_key: 'dash-2',
        payment_id: paymentId,
        amount_money: { amount: 2 * supplement.price - 500, currency: 'USD' },
      })
      .expect(200);
    await emulator().webhooksDelivered();
    detail = (await request(http()).get(`/api/orders/${orderId}`).set(as(buyer)).expect(200)).body;
    expect(detail.order.payment).toMatchObject({ state: 'refunded', refundedAmount: 2 * supplement.price });
  });

  it('a replayed event changes nothing and is answered as a duplicate', async () => {
    const { orderId } = await paidOrder('replay');
    const before = await paymentRow(orderId);
    const sent = emulator().webhooks.at(-1)!;
    const again = await post(sent.body, sent.signature).expect(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect(await paymentRow(orderId)).toEqual(before);
    const [{ n }] = await store.dataSource.query(
      `SELECT count(*)::int AS n FROM square_webhook_events WHERE event_id = $1`,
      [sent.eventId],
    );
    expect(n).toBe(1);
  });

  it('refuses a forged signature, a missing one, and a body changed after signing (403), changing nothing', async () => {
    const { orderId } = await paidOrder('forged');
    const before = await paymentRow(orderId);
    const forgedBody = JSON.stringify({
      event_id: randomUUID(),
      type: 'payment.updated',
      data: {
        type: 'payment',
        id: before.square_payment_id,
        object: {
          payment: {
            id: before.square_payment_id,
            status: 'COMPLETED',
            amount_money: { amount: 2 * supplement.price, currency: 'USD' },
            refunded_money: { amount: 2 * supplement.price, currency: 'USD' },
          },
        },
      },
    });
    const wrongKey = signWebhook('not-the-key', TEST_WEBHOOK_URL, forgedBody);
    expect((await post(forgedBody, wrongKey).expect(403)).body).toEqual({
      message: 'Invalid webhook signature',
    });
    await post(forgedBody, null).expect(403);
    // Signed for another URL (a subscription elsewhere) does not count either.
    await post(forgedBody, signWebhook(TEST_WEBHOOK_KEY, 'http://evil.example/hook', forgedBody)).expect(403);
    const genuine = emulator().webhooks.at(-1)!;
    await post(genuine.body.replace('"COMPLETED"', '"FAILED"'), genuine.signature).expect(403);
    expect(await paymentRow(orderId)).toEqual(before);
    // The same body with the right signature is applied.
    const signed = signWebhook(TEST_WEBHOOK_KEY, TEST_WEBHOOK_URL, forgedBody);
    expect((await post(forgedBody, signed).expect(200)).body).toEqual({ received: true, duplicate: false });
  });

  it('completes an order whose payment.updated arrives before the checkout recorded it', async () => {
    const { orderId } = await paidOrder('early');
    await store.dataSource.query(
      `UPDATE payments SET status = 'PENDING', square_payment_id = NULL WHERE order_id = $1`,
      [orderId],
    );
    await store.dataSource.query(`UPDATE orders SET status = 'pending' WHERE id = $1`, [orderId]);
    const payment = [...emulator().payments.values()].find((p) => p.reference_id === orderId)!;
    const body = JSON.stringify({
      event_id: randomUUID(),
      type: 'payment.updated',
      data: { type: 'payment', id: payment.id, object: { payment } },
    });
    await post(body, signWebhook(TEST_WEBHOOK_KEY, TEST_WEBHOOK_URL, body)).expect(200);
    const [order] = await store.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    expect(order.status).toBe('processing');
    expect((await paymentRow(orderId)).status).toBe('COMPLETED');
  });

  it('answers 400 to a body that is not JSON, and ignores event types it does not handle', async () => {
    await request(http())
      .post('/api/webhooks/square')
      .set('content-type', 'application/json')
      .set(SQUARE_SIGNATURE_HEADER, 'x')
      .send('{not json')
      .expect(400);
    const body = JSON.stringify({ event_id: randomUUID(), type: 'customer.created', data: {} });
    expect(
      (await post(body, signWebhook(TEST_WEBHOOK_KEY, TEST_WEBHOOK_URL, body)).expect(200)).body,
    ).toEqual({
      received: true,
      duplicate: false,
    });
  });
});
