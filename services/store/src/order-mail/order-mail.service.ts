import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { MAIL_QUEUE, type OrderMailFacts, type StoreMailJobData } from '@petcora/contracts';
import { MAIL_JOB_OPTIONS, mailJobId } from '@petcora/mail';

interface FactsRow {
  user_id: string;
  total: number;
  status: string;
  carrier: string | null;
  tracking_number: string | null;
  refunded_amount: number | null;
  card_brand: string | null;
  last_4: string | null;
  items: { name: string; quantity: number; price: number }[];
}

/**
 * Queues the member's order mail on the shared mail queue (the account service's worker looks up the address and
 * sends it, with retries). One job per event, the event's id as job id, so an event is never mailed twice.
 */
@Injectable()
export class OrderMailService {
  private readonly log = new Logger(OrderMailService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue,
  ) {}

  /** The payment completed: the order confirmation. */
  async confirmation(orderId: string): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.enqueue(`order-confirmation:${orderId}`, {
      kind: 'order-confirmation',
      ...facts.common,
      cardBrand: facts.row.card_brand,
      last4: facts.row.last_4?.trim() ?? null,
    });
  }

  /** An operator's change, recorded as `eventId`. */
  async update(orderId: string, eventId: string, refundAmount = 0): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.enqueue(`order-update:${eventId}`, {
      kind: 'order-update',
      ...facts.common,
      eventId,
      status: facts.row.status,
      carrier: facts.row.carrier,
      trackingNumber: facts.row.tracking_number,
      refundedAmount: facts.row.refunded_amount ?? 0,
      refundAmount,
    });
  }

  private async facts(orderId: string): Promise<{ row: FactsRow; common: OrderMailFacts } | null> {
    const [row] = await this.db.query<FactsRow[]>(
      `SELECT o.user_id, o.total, o.status, o.carrier, o.tracking_number,
              p.refunded_amount, p.card_brand, p.last_4,
              COALESCE((SELECT json_agg(json_build_object('name', COALESCE(pr.name, oi.product_id::text),
                                                          'quantity', oi.quantity, 'price', oi.price)
                                        ORDER BY oi.created_at, oi.id)
                        FROM order_items oi LEFT JOIN products pr ON pr.id = oi.product_id
                        WHERE oi.order_id = o.id), '[]'::json) AS items
       FROM orders o LEFT JOIN payments p ON p.order_id = o.id
       WHERE o.id = $1`,
      [orderId],
    );
    if (!row) return null;
    return { row, common: { userId: row.user_id, orderId, totalAmount: row.total, items: row.items } };
  }

  private async enqueue(eventId: string, data: StoreMailJobData): Promise<void> {
    try {
      await this.queue.add(data.kind, data, { ...MAIL_JOB_OPTIONS, jobId: mailJobId(eventId) });
    } catch (error) {
      // The change itself is recorded; a mail that could not be queued is logged, not turned into a failed request.
      this.log.error(
        `Could not queue ${data.kind} mail for order ${data.orderId}: ${(error as Error).message}`,
      );
    }
  }
}
