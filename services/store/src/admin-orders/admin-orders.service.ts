import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderRow,
  type OrderEvent,
} from '@petcora/contracts';
import {
  ADMIN_ORDER_MESSAGES,
  formatUsd,
  type AdminOrdersQuery,
  type ShipOrderDto,
} from '@petcora/validation';
import { OrderMailService } from '../order-mail/order-mail.service';
import { formatShippingAddress, toOrderPayment } from '../orders/order.mapper';
import { OrdersService } from '../orders/orders.service';
import { PaymentsService } from '../payments/payments.service';
import { PaymentDeclined, PaymentUnavailable, SquareRefused } from '../payments/square-payments.client';

interface ListRow {
  id: string;
  user_id: string;
  status: string;
  total: number;
  created_at: Date;
  shipping_address: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip: string | null;
  shipping_country: string | null;
  carrier: string | null;
  tracking_number: string | null;
  p_status: string | null;
  p_amount: number | null;
  p_refunded: number | null;
  card_brand: string | null;
  last_4: string | null;
}

interface LockedOrder {
  id: string;
  status: string;
  p_status: string | null;
  square_payment_id: string | null;
  amount: number | null;
  refunded_amount: number | null;
}

/** Which status an order may be moved to from which (the spec's statuses, forward only). */
const MOVES: Record<'shipped' | 'delivered' | 'canceled', readonly string[]> = {
  // Shipping again corrects the carrier or the tracking number.
  shipped: ['processing', 'shipped'],
  delivered: ['shipped'],
  canceled: ['pending', 'processing'],
};

function encodeCursor(row: { created_at: Date; id: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id))
    throw new BadRequestException(ADMIN_ORDER_MESSAGES.cursor);
  return { at, id };
}

/**
 * /admin/orders: every member's orders for operators. Each change locks the order row, checks the move is allowed,
 * refunds through Square first where money goes back (so a failed refund changes nothing), then records the status
 * and an event (who, when) in the same transaction; the member's mail is queued after it commits.
 */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    private readonly mail: OrderMailService,
  ) {}

  /** Newest first, keyset-paged on (created_at, id), one statement per page. */
  async list(query: AdminOrdersQuery): Promise<AdminOrderPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await this.db.query<ListRow[]>(
      `SELECT o.id, o.user_id, o.status, o.total, o.created_at, o.shipping_address, o.shipping_city,
              o.shipping_state, o.shipping_zip, o.shipping_country, o.carrier, o.tracking_number,
              p.status AS p_status, p.amount AS p_amount, p.refunded_amount AS p_refunded, p.card_brand, p.last_4
       FROM orders o LEFT JOIN payments p ON p.order_id = o.id
       WHERE ($1::text IS NULL OR o.status = $1)
         AND ($2::timestamptz IS NULL OR (o.created_at, o.id) < ($2::timestamptz, $3::uuid))
       ORDER BY o.created_at DESC, o.id DESC
       LIMIT $4`,
      [query.status ?? null, after?.at ?? null, after?.id ?? null, ADMIN_ORDERS_PAGE_SIZE + 1],
    );
    const page = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
    const orders: AdminOrderRow[] = page.map((r) => ({
      id: r.id,
      userId: r.user_id,
      status: r.status,
      totalAmount: r.total,
      createdAt: r.created_at.toISOString(),
      shippingAddress: formatShippingAddress({
        shippingAddress: r.shipping_address,
        shippingCity: r.shipping_city,
        shippingState: r.shipping_state,
        shippingZip: r.shipping_zip,
        shippingCountry: r.shipping_country,
      }),
      carrier: r.carrier,
      trackingNumber: r.tracking_number,
      payment:
        r.p_status === null
          ? null
          : toOrderPayment({
              status: r.p_status,
              amount: r.p_amount!,
              refundedAmount: r.p_refunded!,
              cardBrand: r.card_brand,
              last4: r.last_4,
            }),
    }));
    const last = page.at(-1);
    return { orders, nextCursor: rows.length > ADMIN_ORDERS_PAGE_SIZE && last ? encodeCursor(last) : null };
  }

  async detail(orderId: string): Promise<AdminOrderDetail> {
    const [owner] = await this.db.query<{ user_id: string }[]>(`SELECT user_id FROM orders WHERE id = $1`, [
      orderId,
    ]);
    if (!owner) throw new NotFoundException(ADMIN_ORDER_MESSAGES.notFound);
    const detail = await this.orders.detailForUser(owner.user_id, orderId);
    const history = await this.db.query<
      { status: string; note: string | null; actor_id: string | null; created_at: Date }[]
    >(
      `SELECT status, note, actor_id, created_at FROM order_events WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    return {
      ...detail,
      userId: owner.user_id,
      history: history.map((e): OrderEvent => ({
        status: e.status,
        note: e.note,
        actorId: e.actor_id,
        createdAt: e.created_at.toISOString(),
      })),
    };
  }

  ship(adminId: string, orderId: string, body: ShipOrderDto): Promise<AdminOrderDetail> {
    const carrier = body.carrier.trim();
    const tracking = body.trackingNumber.trim();
    return this.change(orderId, async (m, order) => {
      this.allow(order, 'shipped');
      await m.query(
        `UPDATE orders SET status = 'shipped', carrier = $2, tracking_number = $3, updated_at = now() WHERE id = $1`,
        [orderId, carrier, tracking],
      );
      return {
        eventId: await this.event(m, orderId, 'shipped', adminId, `${carrier} ${tracking}`),
        refunded: 0,
      };
    });
  }

  deliver(adminId: string, orderId: string): Promise<AdminOrderDetail> {
    return this.change(orderId, async (m, order) => {
      this.allow(order, 'delivered');
      await m.query(`UPDATE orders SET status = 'delivered', updated_at = now() WHERE id = $1`, [orderId]);
      return { eventId: await this.event(m, orderId, 'delivered', adminId, null), refunded: 0 };
    });
  }

  /** Cancels the order and refunds what is left of its payment through Square. */
  cancel(adminId: string, orderId: string, reason: string | undefined): Promise<AdminOrderDetail> {
    return this.change(orderId, async (m, order) => {
      this.allow(order, 'canceled');
      const left = order.p_status === 'COMPLETED' ? order.amount! - order.refunded_amount! : 0;
      if (left > 0) await this.refund(m, order, left, `c-${orderId}`, reason?.trim() || 'Order canceled');
      await m.query(`UPDATE orders SET status = 'canceled', updated_at = now() WHERE id = $1`, [orderId]);
      const note =
        left > 0
          ? `Refunded ${formatUsd(left)}${reason?.trim() ? `: ${reason.trim()}` : ''}`
          : reason?.trim() || null;
      return { eventId: await this.event(m, orderId, 'canceled', adminId, note), refunded: left };
    });
  }

  /** Refunds part of the payment; the status stays. */
  refundPart(
    adminId: string,
    orderId: string,
    amount: number,
    reason: string | undefined,
  ): Promise<AdminOrderDetail> {
    return this.change(orderId, async (m, order) => {
      if (order.p_status !== 'COMPLETED' || !order.square_payment_id)
        throw new ConflictException(ADMIN_ORDER_MESSAGES.notPaid);
      const left = order.amount! - order.refunded_amount!;
      if (amount > left) throw new BadRequestException(ADMIN_ORDER_MESSAGES.tooMuch(formatUsd(left)));
      const [{ n }] = await m.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM payment_refunds WHERE order_id = $1`,
        [orderId],
      );
      // Keyed by how many refunds the order has: a repeated click is the same refund at Square, not a second one.
      await this.refund(m, order, amount, `r-${orderId}-${n}`, reason?.trim() || 'Partial refund');
      const note = `Refunded ${formatUsd(amount)}${reason?.trim() ? `: ${reason.trim()}` : ''}`;
      return { eventId: await this.event(m, orderId, order.status, adminId, note), refunded: amount };
    });
  }

  private async change(
    orderId: string,
    apply: (m: EntityManager, order: LockedOrder) => Promise<{ eventId: string; refunded: number }>,
  ): Promise<AdminOrderDetail> {
    const { eventId, refunded } = await this.db.transaction(async (m) => {
      const [order] = await m.query<LockedOrder[]>(
        `SELECT o.id, o.status, p.status AS p_status, p.square_payment_id, p.amount, p.refunded_amount
         FROM orders o LEFT JOIN payments p ON p.order_id = o.id
         WHERE o.id = $1
         FOR UPDATE OF o`,
        [orderId],
      );
      if (!order) throw new NotFoundException(ADMIN_ORDER_MESSAGES.notFound);
      return apply(m, order);
    });
    await this.mail.update(orderId, eventId, refunded);
    return this.detail(orderId);
  }

  private allow(order: LockedOrder, to: keyof typeof MOVES): void {
    if (!MOVES[to].includes(order.status))
      throw new ConflictException(ADMIN_ORDER_MESSAGES.transition(order.status, to));
  }

  private async refund(m: EntityManager, order: LockedOrder, amount: number, key: string, reason: string) {
    try {
      const refund = await this.payments.square.refund({
        idempotencyKey: key,
        paymentId: order.square_payment_id!,
        amount,
        reason,
      });
      await this.payments.recordRefundIn(m, order.id, { ...refund, reason });
    } catch (error) {
      if (error instanceof PaymentUnavailable)
        throw new ServiceUnavailableException(ADMIN_ORDER_MESSAGES.refundUnavailable);
      if (error instanceof PaymentDeclined || error instanceof SquareRefused)
        throw new ConflictException(`Square refused the refund: ${error.detail || error.code}`);
      throw error;
    }
  }

  private async event(
    m: EntityManager,
    orderId: string,
    status: string,
    actorId: string,
    note: string | null,
  ): Promise<string> {
    const [row] = await m.query<{ id: string }[]>(
      `INSERT INTO order_events (order_id, status, actor_id, note) VALUES ($1, $2, $3, $4) RETURNING id`,
      [orderId, status, isUUID(actorId) ? actorId : null, note],
    );
    return row!.id;
  }
}
