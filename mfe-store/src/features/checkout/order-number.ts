/**
 * A short, readable order number: the last 8 hex digits of the order's uuid, in capitals. The dashboard
 * (mfe-account, features/dashboard/utils/order-status.ts) shows orders the same way, so the number on the confirmation
 * is the one the shopper finds there.
 */
export function orderNumber(id: string): string {
  return id.replace(/-/g, '').slice(-8).toUpperCase();
}
