import type { OrderSummary } from '@petcora/contracts';
import type { OrderEntity } from './order.entity';

/** "12 Elm Street, New Haven, CT, 06510, USA" from the parts present, or null when there are none. */
export function formatShippingAddress(
  o: Pick<
    OrderEntity,
    'shippingAddress' | 'shippingCity' | 'shippingState' | 'shippingZip' | 'shippingCountry'
  >,
): string | null {
  const parts = [o.shippingAddress, o.shippingCity, o.shippingState, o.shippingZip, o.shippingCountry]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

export function toOrderSummary(o: OrderEntity): OrderSummary {
  return {
    id: o.id,
    orderDate: o.orderDate.toISOString(),
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    total: o.total,
    totalAmount: o.total,
    shippingAddress: formatShippingAddress(o),
    shippingMethod: o.shippingMethod,
    paymentMethod: o.paymentMethod,
  };
}
