import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IDEMPOTENCY_KEY_HEADER, type IdentityClaims, type OrderDetail } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { as, newMember, useStoreTestApp, TEST_SHIPPING_ADDRESS } from '../testing/store-test-app';

const [shampoo, , supplement, treats] = DEMO_PRODUCTS;
const OK_CARD = 'cnon:emu-ok-VISA-1111-a1b2c3d4';
const MASTERCARD = 'cnon:emu-ok-MASTERCARD-5100-a1b2c3d4';
const DECLINE_CARD = 'cnon:emu-declined-VISA-0002-a1b2c3d4';
const CHALLENGE_CARD = 'cnon:emu-verify-VISA-3220-a1b2c3d4';

describe('checkout pays through Square (real Postgres, the Square emulator)', () => {
  const { store } = useStoreTestApp({ label: 'checkout-pay', demoSeed: true });

  const http = () => store.app.getHttpServer();
  const charges = () => store.square.emulator.payments.charges;
  const add = (who: IdentityClaims, productId: string, quantity: number) =>
    request(http()).post('/api/cart/items').set(as(who)).send({ productId, quantity }).expect(200);
  const place = (who: IdentityClaims, key: string, card: object) =>
    request(http())
      .post('/api/orders')
      .set(as(who))
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .send({ ...TEST_SHIPPING_ADDRESS, ...card });
  const ordersOf = (who: IdentityClaims): Promise<{ id: string; status: string }[]> =>
    store.dataSource.query(`SELECT id, status FROM orders WHERE user_id = $1`, [who.sub]);
  const cartLines = async (who: IdentityClaims): Promise<{ productId: string; quantity: number }[]> =>
    (await request(http()).get('/api/cart').set(as(who))).body.lines;

  it('tells the checkout page which card form to load (the emulator’s stand-in without Square settings)', async () => {
    const res = await request(http()).get('/api/payments/config').expect(200);
    expect(res.body).toEqual({
      applicationId: 'emulator-application-id',
      locationId: '',
      sdkUrl: 'http://127.0.0.1:3010/web-payments-sdk.js',
      currency: 'USD',
    });
  });

  it('a paid order survives a retried request without a second charge', async () => {
    const buyer = newMember('retry');
    await add(buyer, shampoo.id, 2);
    const before = charges();
    const key = randomUUID();
    const first = await place(buyer, key, { sourceId: MASTERCARD }).expect(201);
    const again = await place(buyer, key, { sourceId: MASTERCARD }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(charges() - before).toBe(1);
    const list = (await request(http()).get('/api/orders').set(as(buyer)).expect(200)).body;
    expect(list.map((o: { status: string; paymentState: string }) => [o.status, o.paymentState])).toEqual([
      ['processing', 'paid'],
    ]);
    const order = (first.body as OrderDetail).order;
    expect(order.status).toBe('processing');
    expect(order.payment).toEqual({
      state: 'paid',
      cardBrand: 'MASTERCARD',
      last4: '5100',
      amount: 2 * shampoo.price,
      refundedAmount: 0,
    });
  });

  it('charges once when identical requests race, and when a request finds its order still unpaid', async () => {
    const buyer = newMember('race');
    await add(buyer, supplement.id, 1);
    await add(buyer, treats.id, 2);
    const before = charges();
    const key = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => place(buyer, key, { sourceId: OK_CARD })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(charges() - before).toBe(1);
    expect(await ordersOf(buyer)).toEqual([{ id: results[0]!.body.order.id, status: 'processing' }]);
  });

  it('resumes an order charged at Square but not recorded here, with the same key: one charge', async () => {
    const buyer = newMember('resume');
    await add(buyer, treats.id, 1);
    const before = charges();
    const key = randomUUID();
    // The charge goes through at Square but cannot be recorded here.
    await store.dataSource.query(
      `ALTER TABLE payments ADD CONSTRAINT block_charge CHECK (status <> 'COMPLETED') NOT VALID`,
    );
    try {
      const res = await place(buyer, key, { sourceId: OK_CARD });
      expect(res.status).toBe(500);
    } finally {
      await store.dataSource.query(`ALTER TABLE payments DROP CONSTRAINT block_charge`);
    }
    const [pending] = await ordersOf(buyer);
    expect(pending).toEqual({ id: expect.any(String), status: 'pending' });
    // Square refusing for a reason that is not the card (here the key reused with another amount) is no decline:
    // the order is kept for the retry.
    await store.dataSource.query(`UPDATE payments SET amount = amount + 1 WHERE order_id = $1`, [
      pending!.id,
    ]);
    await place(buyer, key, { sourceId: OK_CARD }).expect(503);
    expect(await ordersOf(buyer)).toEqual([pending]);
    await store.dataSource.query(`UPDATE payments SET amount = amount - 1 WHERE order_id = $1`, [
      pending!.id,
    ]);
    const retried = await place(buyer, key, { sourceId: OK_CARD }).expect(200);
    expect(retried.body.order.status).toBe('processing');
    expect(charges() - before).toBe(1);
  });

  it('a declined card answers 402 with Square’s reason, leaves no order and the cart as it was', async () => {
    const buyer = newMember('declined');
    await add(buyer, shampoo.id, 1);
    await add(buyer, treats.id, 3);
    const before = charges();
    const res = await place(buyer, randomUUID(), { sourceId: DECLINE_CARD }).expect(402);
    expect(res.body).toEqual({ message: 'Your payment was declined: your card was declined by its bank.' });
    expect(await ordersOf(buyer)).toEqual([]);
    expect((await cartLines(buyer)).map((l) => [l.productId, l.quantity])).toEqual([
      [shampoo.id, 1],
      [treats.id, 3],
    ]);
    expect(charges()).toBe(before);
    // Another card then goes through.
    const ok = await place(buyer, randomUUID(), { sourceId: OK_CARD }).expect(201);
    expect(ok.body.order.totalAmount).toBe(shampoo.price + 3 * treats.price);
    expect(await cartLines(buyer)).toEqual([]);
  });

  it('the 3-D Secure card needs its verification token', async () => {
    const buyer = newMember('challenge');
    await add(buyer, supplement.id, 1);
    const refused = await place(buyer, randomUUID(), { sourceId: CHALLENGE_CARD }).expect(402);
    expect(refused.body.message).toBe(
      'Your payment was declined: your bank asked for a verification that was not completed.',
    );
    expect(await ordersOf(buyer)).toEqual([]);
    const ok = await place(buyer, randomUUID(), {
      sourceId: CHALLENGE_CARD,
      verificationToken: 'verf:emu-abc123',
    }).expect(201);
    expect(ok.body.order.payment).toMatchObject({ state: 'paid', last4: '3220' });
  });

  it('refuses a checkout without a card, or with a forged card token, before anything is written', async () => {
    const buyer = newMember('nocard');
    await add(buyer, treats.id, 1);
    expect((await place(buyer, randomUUID(), {}).expect(400)).body).toEqual({
      message: 'Enter your card details',
    });
    expect((await place(buyer, randomUUID(), { sourceId: '<img src=x>' }).expect(400)).body).toEqual({
      message: 'The card details could not be read; enter them again',
    });
    const unknown = await place(buyer, randomUUID(), { sourceId: 'cnon:not-issued' }).expect(402);
    expect(unknown.body.message).toBe(
      'Your payment was declined: the card details are not valid; enter them again.',
    );
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartLines(buyer)).toHaveLength(1);
  });

  it('answers 503 and keeps the order unpaid when Square is failing; the retry with the same key pays it once', async () => {
    const buyer = newMember('away');
    await add(buyer, treats.id, 1);
    const key = randomUUID();
    const before = charges();
    store.square.emulator.payments.failNextPayments(1);
    const down = await place(buyer, key, { sourceId: OK_CARD }).expect(503);
    expect(down.body).toEqual({
      message:
        'Card payments are unavailable right now. Try again in a moment; you will not be charged twice.',
    });
    expect(await ordersOf(buyer)).toEqual([{ id: expect.any(String), status: 'pending' }]);
    const paid = await place(buyer, key, { sourceId: OK_CARD }).expect(200);
    expect(paid.body.order.status).toBe('processing');
    expect(charges() - before).toBe(1);
  });
});
