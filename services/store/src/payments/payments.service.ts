import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { OrderMailService } from '../order-mail/order-mail.service';
import { SquarePaymentsClient, type SquarePaymentResult } from './square-payments.client';

interface PaymentRow {
  order_id: string;
  square_payment_id: string | null;
  status: string;
  amount: number;
  source_id: string;
  verification_token: string | null;
}

/**
 * An order's card payment: charging it through Square, recording what Square answers (from the checkout request or
 * a webhook, whichever comes first; both are idempotent), and giving a declined order's lines back to the cart.
 */
@Injectable()
export class PaymentsService {
  private readonly log = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    readonly square: SquarePaymentsClient,
    private readonly mail: OrderMailService,
  ) {}

  /** Charges a pending payment (no-op once Square has answered); throws PaymentDeclined or PaymentUnavailable. */
  async settle(orderId: string): Promise<void> {
    const [payment] = await this.db.query<PaymentRow[]>(
      `SELECT order_id, square_payment_id, status, amount, source_id, verification_token
       FROM payments WHERE order_id = $1`,
      [orderId],
    );
    if (!payment || payment.status !== 'PENDING') return;
    const result = await this.square.charge({
      // The order's id: every charge of this order is one Square payment, however often it is asked for.
      idempotencyKey: orderId,
      sourceId: payment.source_id,
      verificationToken: payment.verification_token,
      amount: payment.amount,
      referenceId: orderId,
    });
    await this.record(orderId, result);
  }

  /**
   * Stores Square's view of the order's payment. The first time it is COMPLETED the order moves from 'pending' to
   * 'processing' and, once that is committed, the order confirmation is queued.
   */
  async record(orderId: string, result: SquarePaymentResult): Promise<boolean> {
    const moved = await this.db.transaction(async (m) => {
      const [row] = await m.query<{ status: string }[]>(
        `SELECT status FROM payments WHERE order_id = $1 FOR UPDATE`,
        [orderId],
      );
      if (!row) return false;
      await m.query(
        `UPDATE payments
         SET square_payment_id = $2,
             -- A late, older notification never takes a completed payment back.
             status = CASE WHEN status = 'COMPLETED' AND $3 NOT IN ('COMPLETED', 'CANCELED', 'FAILED')
                           THEN status ELSE $3 END,
             card_brand = COALESCE($4, card_brand),
             last_4 = COALESCE($5, last_4), refunded_amount = GREATEST(refunded_amount, LEAST($6::int, amount)),
             updated_at = now()
         WHERE order_id = $1`,
        [orderId, result.id, result.status, result.cardBrand, result.last4, result.refundedAmount],
      );
      if (result.status !== 'COMPLETED' || row.status === 'COMPLETED') return false;
      const moved = rowsOf(
        await m.query(
          `UPDATE orders SET status = 'processing', updated_at = now()
           WHERE id = $1 AND status = 'pending' RETURNING id`,
          [orderId],
        ),
      );
      if (moved.length === 0) return false;
      await m.query(`INSERT INTO order_events (order_id, status, note) VALUES ($1, 'processing', 'Paid')`, [
        orderId,
      ]);
      return true;
    });
    if (moved) await this.mail.confirmation(orderId);
    return moved;
  }

  /**
   * A refund Square reports (from the admin's call or a webhook): stored once by its id with its latest status; the
   * payment's refunded amount is the sum of its completed refunds (never less than Square last said).
   */
  async recordRefund(refund: {
    id: string;
    paymentId: string;
    status: string;
    amount: number;
    reason?: string | null;
  }): Promise<string | null> {
    return this.db.transaction(async (m) => {
      const [payment] = await m.query<{ order_id: string }[]>(
        `SELECT order_id FROM payments WHERE square_payment_id = $1 FOR UPDATE`,
        [refund.paymentId],
      );
      if (!payment) return null;
      await this.recordRefundIn(m, payment.order_id, refund);
      return payment.order_id;
    });
  }

  /** Within the caller's transaction, which holds the payment's row lock. */
  async recordRefundIn(
    m: EntityManager,
    orderId: string,
    refund: { id: string; status: string; amount: number; reason?: string | null },
  ): Promise<void> {
    await m.query(
      `INSERT INTO payment_refunds (square_refund_id, order_id, amount, status, reason)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (square_refund_id) DO UPDATE SET status = EXCLUDED.status`,
      [refund.id, orderId, refund.amount, refund.status, refund.reason ?? null],
    );
    await m.query(
      `UPDATE payments p
       SET refunded_amount = LEAST(p.amount, GREATEST(p.refunded_amount, (
             SELECT COALESCE(sum(r.amount), 0) FROM payment_refunds r
             WHERE r.order_id = p.order_id AND r.status = 'COMPLETED'))),
           updated_at = now()
       WHERE p.order_id = $1`,
      [orderId],
    );
  }

  /** The order a Square payment belongs to: by its id, else by the order id it carries as reference. */
  async orderOfPayment(squarePaymentId: string, referenceId: string | undefined): Promise<string | null> {
    const [row] = await this.db.query<{ order_id: string }[]>(
      `SELECT order_id FROM payments
       WHERE square_payment_id = $1
          OR (square_payment_id IS NULL AND $2::text IS NOT NULL AND order_id::text = $2::text)
       LIMIT 1`,
      [squarePaymentId, referenceId ?? null],
    );
    return row?.order_id ?? null;
  }

  /**
   * A declined order: deleted, its lines back in the member's cart (as they were ordered), so the shopper can try
   * another card. Only a still-unpaid pending order is touched.
   */
  async abandon(orderId: string, userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const [order] = await m.query<{ id: string }[]>(
        `SELECT o.id FROM orders o JOIN payments p ON p.order_id = o.id
         WHERE o.id = $1 AND o.user_id = $2 AND o.status = 'pending' AND p.status <> 'COMPLETED'
         FOR UPDATE OF o`,
        [orderId, userId],
      );
      if (!order) return;
      await m.query(`INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
      await m.query(
        `INSERT INTO cart_items (cart_id, product_id, quantity, name, image_url, unit_price, added_at)
         SELECT c.id, oi.product_id, oi.quantity, p.name, p.image_url, oi.price, oi.created_at
         FROM order_items oi JOIN products p ON p.id = oi.product_id
         JOIN carts c ON c.user_id = $2
         WHERE oi.order_id = $1
         ON CONFLICT (cart_id, product_id) DO NOTHING`,
        [orderId, userId],
      );
      await m.query(`DELETE FROM orders WHERE id = $1`, [orderId]);
      this.log.log(`order ${orderId} declined; its lines are back in the cart`);
    });
  }
}

/** TypeORM's postgres driver answers [rows, count] for UPDATE … RETURNING. */
export function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
