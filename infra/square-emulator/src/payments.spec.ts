import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SquareClient, SquareError, WebhooksHelper } from 'square';
import { createSquareEmulator, SIGNATURE_HEADER, signWebhook, type SquareEmulatorApp } from './app';
import { webPaymentsSdkScript } from './web-payments-sdk';

const AUTH = { Authorization: 'Bearer emulator-token' };
const pay = (app: SquareEmulatorApp, body: object) => request(app).post('/v2/payments').set(AUTH).send(body);
const body = (key: string, sourceId = 'cnon:emu-ok-VISA-1111-abcd1234', extra: object = {}) => ({
  idempotency_key: key,
  source_id: sourceId,
  amount_money: { amount: 2599, currency: 'USD' },
  reference_id: 'order-1',
  ...extra,
});

describe('payments', () => {
  it('charges a success card and answers Square’s payment shape', async () => {
    const app = createSquareEmulator();
    const res = await pay(app, body('k1')).expect(200);
    expect(res.body.payment).toMatchObject({
      status: 'COMPLETED',
      amount_money: { amount: 2599, currency: 'USD' },
      reference_id: 'order-1',
      card_details: { status: 'CAPTURED', card: { card_brand: 'VISA', last_4: '1111' } },
    });
    expect(app.emulator.payments.charges).toBe(1);
    expect(app.emulator.charges).toBe(1);
    const got = await request(app).get(`/v2/payments/${res.body.payment.id}`).set(AUTH).expect(200);
    expect(got.body.payment.id).toBe(res.body.payment.id);
    expect((await request(app).get('/emulator/charges').expect(200)).body).toEqual({ charges: 1 });
  });

  it('answers the same payment to a repeated idempotency key without a second charge, and refuses the key with other parameters', async () => {
    const app = createSquareEmulator();
    const first = await pay(app, body('same')).expect(200);
    const again = await Promise.all([pay(app, body('same')), pay(app, body('same'))]);
    for (const r of again) expect(r.body.payment.id).toBe(first.body.payment.id);
    expect(app.emulator.payments.charges).toBe(1);
    const reused = await pay(app, body('same', undefined, { amount_money: { amount: 1, currency: 'USD' } }));
    expect(reused.status).toBe(400);
    expect(reused.body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('declines the decline card with Square’s error and takes no charge', async () => {
    const app = createSquareEmulator();
    const res = await pay(app, body('d', 'cnon:emu-declined-VISA-0002-abcd1234')).expect(400);
    expect(res.body.errors[0]).toMatchObject({ category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE' });
    expect(res.body.payment.status).toBe('FAILED');
    expect(app.emulator.payments.charges).toBe(0);
  });

  it('needs a verification token for the 3-D Secure card', async () => {
    const app = createSquareEmulator();
    const nonce = 'cnon:emu-verify-VISA-3220-abcd1234';
    const refused = await pay(app, body('v1', nonce)).expect(400);
    expect(refused.body.errors[0].code).toBe('CARD_DECLINED_VERIFICATION_REQUIRED');
    await pay(app, body('v2', nonce, { verification_token: 'verf:emu-1234' })).expect(200);
    expect(app.emulator.payments.charges).toBe(1);
  });

  it('refuses a nonce it did not issue, a missing key and a bad amount', async () => {
    const app = createSquareEmulator();
    expect((await pay(app, body('n', 'cnon:forged')).expect(400)).body.errors[0].code).toBe(
      'INVALID_CARD_DATA',
    );
    await pay(app, { ...body('x'), idempotency_key: undefined }).expect(400);
    await pay(app, body('a', undefined, { amount_money: { amount: -5, currency: 'USD' } })).expect(400);
    await request(app).post('/v2/payments').send(body('noauth')).expect(401);
    expect(app.emulator.payments.charges).toBe(0);
  });

  it('refunds in part and in full, never more than was paid, idempotently', async () => {
    const app = createSquareEmulator();
    const payment = (await pay(app, body('p')).expect(200)).body.payment;
    const refund = (amount: number, key: string) =>
      request(app)
        .post('/v2/refunds')
        .set(AUTH)
        .send({ idempotency_key: key, payment_id: payment.id, amount_money: { amount, currency: 'USD' } });
    const part = await refund(599, 'r1').expect(200);
    expect(part.body.refund).toMatchObject({ status: 'COMPLETED', payment_id: payment.id });
    await refund(599, 'r1').expect(200);
    expect((await refund(2001, 'r2').expect(400)).body.errors[0].code).toBe('REFUND_AMOUNT_INVALID');
    await refund(2000, 'r3').expect(200);
    const after = await request(app).get(`/v2/payments/${payment.id}`).set(AUTH).expect(200);
    expect(after.body.payment.refunded_money).toEqual({ amount: 2599, currency: 'USD' });
    expect(after.body.payment.refund_ids).toHaveLength(2);
  });

  it('works through the official SDK (BigInt money, SquareError on a decline)', async () => {
    const app = createSquareEmulator();
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const client = new SquareClient({
        token: 'emulator-token',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        maxRetries: 0,
      });
      const { payment } = await client.payments.create({
        idempotencyKey: 'sdk-1',
        sourceId: 'cnon:card-nonce-ok',
        amountMoney: { amount: BigInt(1500), currency: 'USD' },
      });
      expect(payment?.status).toBe('COMPLETED');
      expect(payment?.cardDetails?.card?.last4).toBe('1111');
      const refund = await client.refunds.refundPayment({
        idempotencyKey: 'sdk-r',
        paymentId: payment!.id!,
        amountMoney: { amount: BigInt(500), currency: 'USD' },
      });
      expect(refund.refund?.status).toBe('COMPLETED');
      const declined = await client.payments
        .create({
          idempotencyKey: 'sdk-2',
          sourceId: 'cnon:card-nonce-declined',
          amountMoney: { amount: BigInt(1500), currency: 'USD' },
        })
        .catch((e: unknown) => e);
      expect(declined).toBeInstanceOf(SquareError);
      expect((declined as SquareError).errors[0]?.code).toBe('GENERIC_DECLINE');
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let url: string;
  const received: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ body: data, signature: String(req.headers[SIGNATURE_HEADER]) });
        res.statusCode = 200;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/square`;
  });
  afterAll(() => new Promise((r) => receiver.close(r)));

  it('sends payment.updated and refund.updated signed as Square signs them', async () => {
    const app = createSquareEmulator({ webhook: { url, signatureKey: 'sig-key' } });
    const payment = (await pay(app, body('w')).expect(200)).body.payment;
    await request(app)
      .post('/v2/refunds')
      .set(AUTH)
      .send({ idempotency_key: 'wr', payment_id: payment.id, amount_money: { amount: 100, currency: 'USD' } })
      .expect(200);
    await app.emulator.payments.webhooksDelivered();
    expect(app.emulator.payments.webhooks.map((w) => w.type)).toEqual([
      'payment.updated',
      'refund.updated',
      'payment.updated',
    ]);
    expect(received).toHaveLength(3);
    for (const r of received) {
      expect(r.signature).toBe(signWebhook('sig-key', url, r.body));
      await expect(
        WebhooksHelper.verifySignature({
          requestBody: r.body,
          signatureHeader: r.signature,
          signatureKey: 'sig-key',
          notificationUrl: url,
        }),
      ).resolves.toBe(true);
    }
    const first = JSON.parse(received[0]!.body);
    expect(first).toMatchObject({ type: 'payment.updated', data: { type: 'payment', id: payment.id } });
    expect(first.data.object.payment.status).toBe('COMPLETED');
    expect(await app.emulator.payments.replayWebhook(first.event_id)).toBe(200);
    expect(received).toHaveLength(4);
    expect(received[3]!.body).toBe(received[0]!.body);
  });
});

describe('the Web Payments SDK stand-in', () => {
  it('is served as a script exposing Square.payments', async () => {
    const app = createSquareEmulator();
    const res = await request(app).get('/web-payments-sdk.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain('window.Square');
  });

  it('tokenizes the typed test card into a nonce the payments API understands', async () => {
    const document = {
      fields: [] as { name: string; value: string }[],
      createElement(tag: string) {
        const el: Record<string, unknown> = {
          tag,
          style: {},
          children: [] as unknown[],
          setAttribute() {},
          appendChild(c: unknown) {
            (el.children as unknown[]).push(c);
          },
        };
        if (tag === 'input') document.fields.push(el as never);
        return el;
      },
      host: null as unknown,
      querySelector() {
        return document.host;
      },
    };
    document.host = document.createElement('div');
    const window: { Square?: { payments(a: string, l: string): { card(): Promise<CardLike> } } } = {};
    interface CardLike {
      attach(s: string): Promise<void>;
      tokenize(): Promise<{ status: string; token?: string; errors?: unknown[] }>;
    }
    new Function('window', 'document', 'crypto', webPaymentsSdkScript())(window, document, globalThis.crypto);
    const card = await window.Square!.payments('sandbox-app', 'L1').card();
    await card.attach('#card');
    const [number, expiry, cvv] = document.fields;
    expiry!.value = '12/40';
    cvv!.value = '123';
    const tokenOf = async (n: string) => {
      number!.value = n;
      return card.tokenize();
    };
    const app = createSquareEmulator();
    const ok = await tokenOf('4111 1111 1111 1111');
    expect(ok.status).toBe('OK');
    await pay(app, body('t1', ok.token)).expect(200);
    const declined = await tokenOf('4000 0000 0000 0002');
    expect((await pay(app, body('t2', declined.token)).expect(400)).body.errors[0].code).toBe(
      'GENERIC_DECLINE',
    );
    const challenge = await tokenOf('4000000000003220');
    expect(challenge.token).toMatch(/^cnon:emu-verify-VISA-3220-/);
    expect((await tokenOf('4111 1111 1111 1112')).status).toBe('Invalid');
  });
});
