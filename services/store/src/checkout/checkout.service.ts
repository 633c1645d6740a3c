import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_PAYMENT_METHOD, DEFAULT_SHIPPING_METHOD, type OrderDetail } from '@petcora/contracts';
import { CHECKOUT_MESSAGES, IDEMPOTENCY_KEY_PATTERN, type CheckoutDto } from '@petcora/validation';
import { CartService, type CookieAction, type Shopper } from '../cart/cart.service';
import { OrdersService } from '../orders/orders.service';
import { PaymentsService } from '../payments/payments.service';
import {
  declineMessage,
  PaymentDeclined,
  PaymentUnavailable,
  SquareRefused,
} from '../payments/square-payments.client';

/** Largest order total the integer column holds, in cents. */
const MAX_ORDER_TOTAL = 2_147_483_647;

export interface CheckoutResult {
  order: OrderDetail;
  /** False when the idempotency key had already created this order (a double submit or a retry). */
  created: boolean;
  cookie: CookieAction;
}

/** The first header value, as Express may hand over a list. */
export function idempotencyKeyOf(value: string | string[] | undefined): string {
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '')
    throw new BadRequestException(CHECKOUT_MESSAGES.idempotencyKeyRequired);
  if (Array.isArray(value) && value.length > 1)
    throw new BadRequestException(CHECKOUT_MESSAGES.idempotencyKeyInvalid);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new BadRequestException(CHECKOUT_MESSAGES.idempotencyKeyInvalid);
  return key;
}

export const PAYMENTS_UNAVAILABLE =
  'Card payments are unavailable right now. Try again in a moment; you will not be charged twice.';

/**
 * POST /api/orders: orders the member's cart and pays for it. Every line is priced from the catalogue inside the
 * transaction that writes the order (pending), its lines and its payment to take, and empties the cart; the member's
 * cart row is locked first, so two submits with one idempotency key run one after the other and the second finds
 * the first's order. The card is then charged through Square with the order's id as the idempotency key, so a
 * retried or concurrent submit that finds the order charges it again with the same key and Square answers the same
 * payment: one charge. A declined card deletes the order and puts its lines back in the cart.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly carts: CartService,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
  ) {}

  async checkout(shopper: Shopper, body: CheckoutDto, key: string): Promise<CheckoutResult> {
    const userId = shopper.userId;
    if (!userId || !isUUID(userId)) throw new ForbiddenException('Checkout needs a member account');

    const replay = await this.orderByKey(this.db.manager, userId, key);
    if (replay) return this.pay(userId, replay, false, null);

    const cookie = await this.carts.mergeVisitorCart(shopper);
    const { orderId, created } = await this.db.transaction(async (m) => {
      const cartId = await this.carts.lockMemberCart(m, userId);
      // After the lock: a submit that raced this one has committed by now.
      const earlier = await this.orderByKey(m, userId, key);
      if (earlier) return { orderId: earlier, created: false };
      const lines = cartId ? await this.carts.linesForCheckout(m, cartId) : [];
      if (lines.length === 0) throw new BadRequestException(CHECKOUT_MESSAGES.emptyCart);
      const gone = lines.filter((l) => l.live_id === null).map((l) => l.name);
      if (gone.length > 0) throw new ConflictException(CHECKOUT_MESSAGES.unavailable(gone));

      const total = lines.reduce((sum, l) => sum + l.live_price! * l.quantity, 0);
      if (total > MAX_ORDER_TOTAL) throw new BadRequestException('This order is too large to place online');
      if (total < 1) throw new BadRequestException('This order has nothing to pay for');

      const [order] = await m.query<{ id: string }[]>(
        `INSERT INTO orders (user_id, status, total, shipping_address, shipping_city, shipping_state, shipping_zip,
                             shipping_country, notes, shipping_method, payment_method, idempotency_key)
         VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING id`,
        [
          userId,
          total,
          body.shippingAddress.trim(),
          body.shippingCity.trim(),
          body.shippingState.trim(),
          body.shippingZip.trim(),
          body.shippingCountry.trim(),
          body.notes?.trim() || null,
          body.shippingMethod ?? DEFAULT_SHIPPING_METHOD,
          body.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
          key,
        ],
      );
      await m.query(
        // One statement; a microsecond apart so the order's lines keep the cart's order (its detail sorts by time).
        `INSERT INTO order_items (order_id, product_id, quantity, price, created_at)
         SELECT $1, product_id, quantity, price, now() + n * interval '1 microsecond'
         FROM unnest($2::uuid[], $3::int[], $4::int[]) WITH ORDINALITY AS line (product_id, quantity, price, n)`,
        [
          order!.id,
          lines.map((l) => l.product_id),
          lines.map((l) => l.quantity),
          lines.map((l) => l.live_price),
        ],
      );
      await m.query(
        `INSERT INTO payments (order_id, amount, source_id, verification_token) VALUES ($1, $2, $3, $4)`,
        [order!.id, total, body.sourceId, body.verificationToken ?? null],
      );
      await m.query(`DELETE FROM cart_items WHERE cart_id = $1`, [cartId]);
      await m.query(`UPDATE carts SET updated_at = now() WHERE id = $1`, [cartId]);
      return { orderId: order!.id, created: true };
    });
    return this.pay(userId, orderId, created, cookie);
  }

  /** Charges the order's pending payment (again, with the same key, when a submit finds it still pending). */
  private async pay(
    userId: string,
    orderId: string,
    created: boolean,
    cookie: CookieAction,
  ): Promise<CheckoutResult> {
    try {
      await this.payments.settle(orderId);
    } catch (err) {
      if (err instanceof PaymentDeclined) {
        await this.payments.abandon(orderId, userId);
        throw new HttpException({ message: declineMessage(err) }, HttpStatus.PAYMENT_REQUIRED);
      }
      // Not the card: the order stays pending and a retry with the same key resumes it.
      if (err instanceof PaymentUnavailable || err instanceof SquareRefused)
        throw new ServiceUnavailableException(PAYMENTS_UNAVAILABLE);
      throw err;
    }
    return { order: await this.orders.detailForUser(userId, orderId), created, cookie };
  }

  private async orderByKey(m: EntityManager, userId: string, key: string): Promise<string | null> {
    const [row] = await m.query<{ id: string }[]>(
      `SELECT id FROM orders WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, key],
    );
    return row?.id ?? null;
  }
}
