import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ORDER_STATUSES } from '@petcora/contracts';
import { IsNonBlank } from './custom-rules';
import { InOrder } from './in-order';

/** Lengths of the spec's orders table (carrier 50, tracking number 100) and Square's refund reason (192). */
export const ADMIN_ORDER_LIMITS = { carrier: 50, trackingNumber: 100, reason: 192 } as const;

export const ADMIN_ORDER_MESSAGES = {
  status: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  cursor: 'Invalid cursor',
  carrierRequired: 'Carrier is required',
  carrierMax: `Carrier must be at most ${ADMIN_ORDER_LIMITS.carrier} characters`,
  trackingRequired: 'Tracking number is required',
  trackingMax: `Tracking number must be at most ${ADMIN_ORDER_LIMITS.trackingNumber} characters`,
  trackingFormat: 'Tracking number may only contain letters, digits, spaces and dashes',
  amount: 'Refund amount must be a whole number of cents, at least 1',
  reasonMax: `Reason must be at most ${ADMIN_ORDER_LIMITS.reason} characters`,
  text: (field: string) => `${field} must be text`,
  /** Server answers that are not about one field. */
  notFound: 'Order not found',
  transition: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`,
  notPaid: 'This order has no completed card payment to refund',
  tooMuch: (left: string) => `At most ${left} can still be refunded`,
  refundUnavailable:
    'Square could not take the refund right now; nothing was changed. Try again in a moment.',
} as const;

/** GET /api/admin/orders query. */
export class AdminOrdersQuery {
  @InOrder(IsOptional(), IsIn(ORDER_STATUSES, { message: ADMIN_ORDER_MESSAGES.status }))
  status?: string;

  @InOrder(
    IsOptional(),
    IsString({ message: ADMIN_ORDER_MESSAGES.cursor }),
    Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: ADMIN_ORDER_MESSAGES.cursor }),
  )
  cursor?: string;
}

/** POST /api/admin/orders/{id}/ship. */
export class ShipOrderDto {
  @InOrder(
    IsString({ message: ADMIN_ORDER_MESSAGES.text('Carrier') }),
    IsNonBlank({ message: ADMIN_ORDER_MESSAGES.carrierRequired }),
    MaxLength(ADMIN_ORDER_LIMITS.carrier, { message: ADMIN_ORDER_MESSAGES.carrierMax }),
  )
  carrier!: string;

  @InOrder(
    IsString({ message: ADMIN_ORDER_MESSAGES.text('Tracking number') }),
    IsNonBlank({ message: ADMIN_ORDER_MESSAGES.trackingRequired }),
    MaxLength(ADMIN_ORDER_LIMITS.trackingNumber, { message: ADMIN_ORDER_MESSAGES.trackingMax }),
    Matches(/^\s*[A-Za-z0-9][A-Za-z0-9 -]*\s*$/, { message: ADMIN_ORDER_MESSAGES.trackingFormat }),
  )
  trackingNumber!: string;
}

/** POST /api/admin/orders/{id}/cancel (a full refund of what is left). */
export class CancelOrderDto {
  @InOrder(
    IsOptional(),
    IsString({ message: ADMIN_ORDER_MESSAGES.text('Reason') }),
    MaxLength(ADMIN_ORDER_LIMITS.reason, { message: ADMIN_ORDER_MESSAGES.reasonMax }),
  )
  reason?: string;
}

/** POST /api/admin/orders/{id}/refunds (part of the payment). */
export class RefundOrderDto extends CancelOrderDto {
  @InOrder(
    IsInt({ message: ADMIN_ORDER_MESSAGES.amount }),
    Min(1, { message: ADMIN_ORDER_MESSAGES.amount }),
    Max(2_147_483_647, { message: ADMIN_ORDER_MESSAGES.amount }),
  )
  amount!: number;
}
