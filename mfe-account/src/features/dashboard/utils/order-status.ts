export type StatusTone = 'pending' | 'processing' | 'shipped' | 'delivered' | 'canceled' | 'other';

const KNOWN: readonly StatusTone[] = ['pending', 'processing', 'shipped', 'delivered', 'canceled'];

/** Badge colour of an order status: pending yellow, processing blue, shipped purple, delivered green, canceled red, else grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  const normalized = (status ?? '').toLowerCase() as StatusTone;
  return KNOWN.includes(normalized) ? normalized : 'other';
}

/** 'shipped' → 'Shipped'. */
export function statusLabel(status: string | null | undefined): string {
  const text = status ?? '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The order number the checkout confirmation shows too (one rule, in contracts). */
export { orderNumber } from '@petcora/contracts';

/** Read an amount the dashboard may get under either name (spec: totalAmount or total, cents). */
export function orderTotalCents(order: { totalAmount?: number | null; total?: number | null }): number {
  return order.totalAmount ?? order.total ?? 0;
}
