/** GET /api/orders/{id} (store service ↔ the dashboard's order details). Money in integer cents. */
export interface OrderDetail {
  order: {
    id: string;
    status: string;
    shippingAddress: string | null;
    shippingMethod: string;
    paymentMethod: string;
    totalAmount: number;
    createdAt: string;
    /** The card payment taken through Square; absent or null for orders placed without one (the demo's). */
    payment?: OrderPayment | null;
    /** Set when the order is shipped. */
    carrier?: string | null;
    trackingNumber?: string | null;
  };
  items: {
    id: string;
    productId: string;
    price: number;
    quantity: number;
    product: { id: string; name: string; imageUrl: string | null } | null;
  }[];
}

/**
 * The short order number shoppers see, on the checkout confirmation (mfe-store) and in the dashboard (mfe-account):
 * the last 8 hex digits of the order's uuid (its random tail), in capitals.
 */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-8).toUpperCase();
}

/**
 * The order's payment as Payment Information shows it. `state`: 'pending' until Square completes the payment,
 * 'failed' when it was declined, then 'paid', 'partly_refunded' or 'refunded' by the amount refunded.
 */
export type PaymentState = 'pending' | 'failed' | 'paid' | 'partly_refunded' | 'refunded';

export interface OrderPayment {
  state: PaymentState;
  /** Square's card brand (VISA, MASTERCARD, AMERICAN_EXPRESS, ...), or null when Square did not say. */
  cardBrand: string | null;
  last4: string | null;
  /** Integer cents. */
  amount: number;
  refundedAmount: number;
}

/** Words for a payment state, as the order details show them. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Pending',
  failed: 'Failed',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** A Square card brand in words: VISA → Visa, AMERICAN_EXPRESS → American Express. */
export function cardBrandLabel(brand: string): string {
  const known: Record<string, string> = {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMERICAN_EXPRESS: 'American Express',
    DISCOVER: 'Discover',
    DISCOVER_DINERS: 'Diners Club',
    JCB: 'JCB',
    CHINA_UNIONPAY: 'UnionPay',
    SQUARE_GIFT_CARD: 'Square Gift Card',
  };
  return (
    known[brand] ??
    brand
      .toLowerCase()
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** The state of a payment from Square's status and the amount refunded so far. */
export function paymentStateOf(squareStatus: string, amount: number, refunded: number): PaymentState {
  if (squareStatus === 'FAILED' || squareStatus === 'CANCELED') return 'failed';
  if (squareStatus !== 'COMPLETED') return 'pending';
  if (refunded <= 0) return 'paid';
  return refunded >= amount ? 'refunded' : 'partly_refunded';
}

/** The statuses an operator moves an order through (the spec's), in order. */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'canceled'] as const;
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number];
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** One row of GET /api/admin/orders (admins): every member's orders, newest first, keyset-paged. */
export interface AdminOrderRow {
  id: string;
  userId: string;
  status: string;
  totalAmount: number;
  createdAt: string;
  shippingAddress: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  payment: OrderPayment | null;
}

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** A recorded change of an order: who (an admin's id, or null for checkout and Square) and when. */
export interface OrderEvent {
  status: string;
  note: string | null;
  actorId: string | null;
  createdAt: string;
}

/** GET /api/admin/orders/{id} and the answer of each change (ship, deliver, cancel, refund). */
export interface AdminOrderDetail extends OrderDetail {
  userId: string;
  history: OrderEvent[];
}
