import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { parseNonce } from './test-cards';
import { squareError, type SquareMoney } from './wire-types';

/** A payment in Square's wire format (the fields the emulator fills). */
export interface SquarePayment {
  id: string;
  created_at: string;
  updated_at: string;
  amount_money: SquareMoney;
  total_money: SquareMoney;
  approved_money: SquareMoney;
  refunded_money?: SquareMoney;
  refund_ids?: string[];
  status: 'COMPLETED' | 'FAILED';
  source_type: 'CARD';
  card_details: {
    status: 'CAPTURED' | 'FAILED';
    card: { card_brand: string; last_4: string; exp_month: number; exp_year: number; card_type: 'CREDIT' };
    entry_method: 'KEYED';
    cvv_status: string;
    avs_status: string;
  };
  location_id: string;
  order_id?: string;
  reference_id?: string;
  note?: string;
  receipt_number: string;
  version_token: string;
}

export interface SquareRefund {
  id: string;
  status: 'COMPLETED';
  amount_money: SquareMoney;
  payment_id: string;
  location_id: string;
  reason?: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookOptions {
  /** Where notifications are POSTed (the subscription's notification URL, also signed over). */
  url: string;
  /** The subscription's signature key (SQUARE_WEBHOOK_SIGNATURE_KEY on the receiving side). */
  signatureKey: string;
  /** Where to POST when that differs from the signed URL (the receiver behind a proxy, or a test's port). */
  deliverTo?: string;
}

export interface SentWebhook {
  eventId: string;
  type: string;
  body: string;
  signature: string;
  /** HTTP status of the last delivery attempt, or 0 when the receiver could not be reached. */
  status: number;
}

export interface PaymentControls {
  /** Successful charges taken (a replayed idempotency key takes none). */
  readonly charges: number;
  readonly payments: ReadonlyMap<string, SquarePayment>;
  readonly refunds: ReadonlyMap<string, SquareRefund>;
  /** Every webhook notification sent, in order. */
  readonly webhooks: readonly SentWebhook[];
  setWebhook(options: WebhookOptions | null): void;
  /** Resolves when every notification sent so far has been delivered (or given up on). */
  webhooksDelivered(): Promise<void>;
  /** Answer the next `count` payment and refund calls with 500 API_ERROR (Square having an outage). */
  failNextPayments(count: number): void;
  /** Sends a notification again exactly as it was (a replay), answering the receiver's status. */
  replayWebhook(eventId: string): Promise<number>;
}

/** Square's signature: base64 HMAC-SHA256 of the notification URL followed by the raw body. */
export function signWebhook(signatureKey: string, url: string, body: string): string {
  return createHmac('sha256', signatureKey)
    .update(url + body)
    .digest('base64');
}

export const SIGNATURE_HEADER = 'x-square-hmacsha256-signature';
export const EMULATOR_LOCATION_ID = 'LEMULATOR0001';
const MAX_AMOUNT = 99_999_999;

const squareId = () => randomBytes(16).toString('base64url').replace(/[-_]/g, 'Z').slice(0, 22);

/**
 * CreatePayment, GetPayment, RefundPayment and GetPaymentRefund, with Square's idempotency (a key answers what it
 * answered the first time; the same key with other parameters is refused) and payment/refund webhooks.
 */
export function createPaymentsRouter(webhook: WebhookOptions | null): {
  router: Router;
  controls: PaymentControls;
} {
  const payments = new Map<string, SquarePayment>();
  const refunds = new Map<string, SquareRefund>();
  /** idempotency key → the request's fingerprint and the answer given. */
  const answered = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const webhooks: SentWebhook[] = [];
  const deliveries: Promise<void>[] = [];
  let charges = 0;
  let failures = 0;
  let target = webhook;

  const deliver = async (sent: SentWebhook, url: string): Promise<number> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sent.signature },
          body: sent.body,
          signal: AbortSignal.timeout(5_000),
        });
        sent.status = res.status;
        if (res.status < 500) return res.status;
      } catch {
        sent.status = 0;
      }
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
    return sent.status;
  };

  const notify = (type: 'payment.updated' | 'refund.updated', object: SquarePayment | SquareRefund) => {
    if (!target) return;
    const kind = type === 'payment.updated' ? 'payment' : 'refund';
    const eventId = randomUUID();
    const body = JSON.stringify({
      merchant_id: 'MEMULATOR0001',
      location_id: EMULATOR_LOCATION_ID,
      type,
      event_id: eventId,
      created_at: new Date().toISOString(),
      data: { type: kind, id: object.id, object: { [kind]: object } },
    });
    const sent: SentWebhook = {
      eventId,
      type,
      body,
      signature: signWebhook(target.signatureKey, target.url, body),
      status: 0,
    };
    webhooks.push(sent);
    deliveries.push(deliver(sent, target.deliverTo ?? target.url).then(() => undefined));
  };

  /** Answers a key's first answer again, refuses its reuse with other parameters, or runs `handle`. */
  const idempotent = (
    req: Request,
    res: Response,
    key: unknown,
    handle: () => { status: number; body: unknown },
  ) => {
    if (typeof key !== 'string' || key.length < 1 || key.length > 45)
      return void res
        .status(400)
        .json(
          squareError(
            'INVALID_REQUEST_ERROR',
            key === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_VALUE',
            'idempotency_key must be 1 to 45 characters.',
            'idempotency_key',
          ),
        );
    const fingerprint = `${req.path}:${JSON.stringify(req.body)}`;
    const earlier = answered.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        return void res
          .status(400)
          .json(
            squareError(
              'INVALID_REQUEST_ERROR',
              'IDEMPOTENCY_KEY_REUSED',
              'The idempotency key was used before with different parameters.',
              'idempotency_key',
            ),
          );
      return void res.status(earlier.status).json(earlier.body);
    }
    const answer = handle();
    // Only decided answers are remembered, as Square does: a request refused as malformed may be corrected.
    if (answer.status < 400 || isPaymentError(answer.body)) answered.set(key, { fingerprint, ...answer });
    res.status(answer.status).json(answer.body);
  };

  const router = Router();
  router.use((_req, res, next) => {
    if (failures <= 0) return next();
    failures -= 1;
    res.status(500).json(squareError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'Injected payments outage.'));
  });

  router.post('/payments', (req, res) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    idempotent(req, res, body.idempotency_key, () => {
      const invalid = (detail: string, field: string, code = 'INVALID_VALUE') => ({
        status: 400,
        body: squareError('INVALID_REQUEST_ERROR', code, detail, field),
      });
      const money = body.amount_money as Partial<SquareMoney> | undefined;
      if (!money || !Number.isInteger(money.amount) || money.amount! < 1 || money.amount! > MAX_AMOUNT)
        return invalid(
          'amount_money.amount must be a positive whole number of cents.',
          'amount_money.amount',
        );
      if (typeof money.currency !== 'string' || !/^[A-Z]{3}$/.test(money.currency))
        return invalid('amount_money.currency must be an ISO 4217 code.', 'amount_money.currency');
      if (typeof body.source_id !== 'string')
        return invalid('source_id is required.', 'source_id', 'MISSING_REQUIRED_PARAMETER');
      const card = parseNonce(body.source_id);
      if (!card) return invalid('The card nonce is not valid.', 'source_id', 'INVALID_CARD_DATA');

      const now = new Date().toISOString();
      const amount = { amount: money.amount!, currency: money.currency };
      const failed = (code: string, detail: string) => {
        const payment = buildPayment(body, card, amount, now, 'FAILED');
        payments.set(payment.id, payment);
        return {
          status: 400,
          body: { ...squareError('PAYMENT_METHOD_ERROR', code, detail), payment },
        };
      };
      if (card.outcome === 'declined')
        return failed('GENERIC_DECLINE', 'Authorization error: the card issuer declined the payment.');
      if (
        card.outcome === 'verify' &&
        !(typeof body.verification_token === 'string' && body.verification_token.startsWith('verf:'))
      )
        return failed(
          'CARD_DECLINED_VERIFICATION_REQUIRED',
          'The card issuer requires the buyer to complete 3-D Secure verification.',
        );
      const payment = buildPayment(body, card, amount, now, 'COMPLETED');
      payments.set(payment.id, payment);
      charges += 1;
      notify('payment.updated', payment);
      return { status: 200, body: { payment } };
    });
  });

  router.get('/payments/:id', (req, res) => {
    const payment = payments.get(req.params.id!);
    if (!payment)
      return void res
        .status(404)
        .json(squareError('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.', 'payment_id'));
    res.json({ payment });
  });

  router.post('/refunds', (req, res) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    idempotent(req, res, body.idempotency_key, () => {
      const payment = typeof body.payment_id === 'string' ? payments.get(body.payment_id) : undefined;
      if (!payment || payment.status !== 'COMPLETED')
        return {
          status: 404,
          body: squareError('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.', 'payment_id'),
        };
      const money = body.amount_money as Partial<SquareMoney> | undefined;
      const refunded = payment.refunded_money?.amount ?? 0;
      if (
        !money ||
        !Number.isInteger(money.amount) ||
        money.amount! < 1 ||
        money.amount! + refunded > payment.amount_money.amount ||
        money.currency !== payment.amount_money.currency
      )
        return {
          status: 400,
          body: squareError(
            'INVALID_REQUEST_ERROR',
            'REFUND_AMOUNT_INVALID',
            'The refund amount must be positive and at most what is left of the payment.',
            'amount_money.amount',
          ),
        };
      const now = new Date().toISOString();
      const refund: SquareRefund = {
        id: `${payment.id}_${squareId()}`,
        status: 'COMPLETED',
        amount_money: { amount: money.amount!, currency: money.currency },
        payment_id: payment.id,
        location_id: payment.location_id,
        ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
        created_at: now,
        updated_at: now,
      };
      refunds.set(refund.id, refund);
      payment.refunded_money = { amount: refunded + refund.amount_money.amount, currency: money.currency };
      payment.refund_ids = [...(payment.refund_ids ?? []), refund.id];
      payment.updated_at = now;
      payment.version_token = squareId();
      notify('refund.updated', refund);
      notify('payment.updated', payment);
      return { status: 200, body: { refund } };
    });
  });

  router.get('/refunds/:id', (req, res) => {
    const refund = refunds.get(req.params.id!);
    if (!refund)
      return void res
        .status(404)
        .json(squareError('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Refund not found.', 'refund_id'));
    res.json({ refund });
  });

  const controls: PaymentControls = {
    get charges() {
      return charges;
    },
    payments,
    refunds,
    webhooks,
    failNextPayments: (count) => {
      failures = count;
    },
    setWebhook: (options) => {
      target = options;
    },
    webhooksDelivered: async () => {
      while (deliveries.length > 0) await Promise.all(deliveries.splice(0));
    },
    replayWebhook: async (eventId) => {
      const sent = webhooks.find((w) => w.eventId === eventId);
      if (!sent || !target) throw new Error(`No webhook ${eventId} to replay`);
      return deliver({ ...sent }, target.deliverTo ?? target.url);
    },
  };
  return { router, controls };
}

function isPaymentError(body: unknown): boolean {
  const errors = (body as { errors?: { category?: string }[] }).errors;
  return Array.isArray(errors) && errors.some((e) => e.category === 'PAYMENT_METHOD_ERROR');
}

function buildPayment(
  body: Record<string, unknown>,
  card: { brand: string; last4: string },
  amount: SquareMoney,
  now: string,
  status: 'COMPLETED' | 'FAILED',
): SquarePayment {
  const id = squareId();
  const ok = status === 'COMPLETED';
  return {
    id,
    created_at: now,
    updated_at: now,
    amount_money: amount,
    total_money: amount,
    approved_money: ok ? amount : { amount: 0, currency: amount.currency },
    status,
    source_type: 'CARD',
    card_details: {
      status: ok ? 'CAPTURED' : 'FAILED',
      card: {
        card_brand: card.brand,
        last_4: card.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        card_type: 'CREDIT',
      },
      entry_method: 'KEYED',
      cvv_status: 'CVV_ACCEPTED',
      avs_status: 'AVS_ACCEPTED',
    },
    location_id: typeof body.location_id === 'string' ? body.location_id : EMULATOR_LOCATION_ID,
    ...(typeof body.order_id === 'string' ? { order_id: body.order_id } : {}),
    ...(typeof body.reference_id === 'string' ? { reference_id: body.reference_id } : {}),
    ...(typeof body.note === 'string' ? { note: body.note } : {}),
    receipt_number: id.slice(0, 4),
    version_token: squareId(),
  };
}
