import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WebhooksHelper } from 'square';
import type { WebhookReceipt } from '@petcora/contracts';
import { PaymentsService } from '../payments/payments.service';

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
} as const;

interface SquareMoneyJson {
  amount?: number;
  currency?: string;
}
interface PaymentJson {
  id?: string;
  status?: string;
  reference_id?: string;
  amount_money?: SquareMoneyJson;
  refunded_money?: SquareMoneyJson;
  card_details?: { card?: { card_brand?: string; last_4?: string } };
}
interface RefundJson {
  id?: string;
  status?: string;
  payment_id?: string;
  amount_money?: SquareMoneyJson;
  reason?: string;
}
interface EventJson {
  event_id?: string;
  type?: string;
  data?: { object?: { payment?: PaymentJson; refund?: RefundJson } };
}

/**
 * Square's payment.updated and refund.updated notifications. The signature (HMAC-SHA256 of the notification URL and
 * the exact body, with the subscription's key) is checked before anything is read; each event id is applied once,
 * and applying is by state (statuses never go back, refunded amounts only grow), so a replay changes nothing.
 */
@Injectable()
export class SquareWebhooksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly payments: PaymentsService,
  ) {}

  async receive(raw: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const { webhookSignatureKey, webhookUrl } = this.payments.square.config;
    if (!raw || !signature || !webhookSignatureKey)
      throw new ForbiddenException(WEBHOOK_MESSAGES.badSignature);
    const requestBody = raw.toString('utf8');
    const valid = await WebhooksHelper.verifySignature({
      requestBody,
      signatureHeader: signature,
      signatureKey: webhookSignatureKey,
      notificationUrl: webhookUrl,
    }).catch(() => false);
    if (!valid) throw new ForbiddenException(WEBHOOK_MESSAGES.badSignature);

    const event = JSON.parse(requestBody) as EventJson;
    const eventId = typeof event.event_id === 'string' ? event.event_id.slice(0, 100) : null;
    if (!eventId) return { received: true, duplicate: false };
    const [seen] = await this.db.query<unknown[]>(`SELECT 1 FROM square_webhook_events WHERE event_id = $1`, [
      eventId,
    ]);
    if (seen) return { received: true, duplicate: true };

    if (event.type === 'payment.updated') await this.paymentUpdated(event.data?.object?.payment);
    else if (event.type === 'refund.updated') await this.refundUpdated(event.data?.object?.refund);

    await this.db.query(
      `INSERT INTO square_webhook_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`,
      [eventId, String(event.type ?? '').slice(0, 60)],
    );
    return { received: true, duplicate: false };
  }

  private async paymentUpdated(payment: PaymentJson | undefined): Promise<void> {
    if (!payment?.id || typeof payment.status !== 'string') return;
    const orderId = await this.payments.orderOfPayment(payment.id, payment.reference_id);
    if (!orderId) return;
    await this.payments.record(orderId, {
      id: payment.id,
      status: payment.status,
      amount: Number(payment.amount_money?.amount ?? 0),
      refundedAmount: Number(payment.refunded_money?.amount ?? 0),
      cardBrand: payment.card_details?.card?.card_brand ?? null,
      last4: payment.card_details?.card?.last_4 ?? null,
    });
  }

  private async refundUpdated(refund: RefundJson | undefined): Promise<void> {
    if (!refund?.id || !refund.payment_id || typeof refund.status !== 'string') return;
    const amount = Number(refund.amount_money?.amount ?? 0);
    if (!Number.isInteger(amount) || amount < 1) return;
    await this.payments.recordRefund({
      id: refund.id,
      paymentId: refund.payment_id,
      status: refund.status,
      amount,
      reason: refund.reason ?? null,
    });
  }
}
