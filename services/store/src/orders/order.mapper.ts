import {
  paymentStateOf,
  withOrderSpecAliases,
  type OrderDetail,
  type OrderPayment,
  type OrderSummary,
} from '@petcora/contracts';
import type { OrderItemEntity } from './order-item.entity';
import type { OrderEntity } from './order.entity';
import type { PaymentEntity } from '../payments/payment.entity';

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
  return withOrderSpecAliases({
    id: o.id,
    orderDate: o.orderDate.toISOString(),
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    total: o.total,
    shippingAddress: formatShippingAddress(o),
    shippingMethod: o.shippingMethod,
    paymentMethod: o.paymentMethod,
    paymentState: o.payment ? toOrderPayment(o.payment).state : null,
  });
}

/**
 * GET /api/orders/{id}. Typed with the contract the dashboard reads, so a field that drifts on either side is a
 * compile error. The product is null when the catalogue no longer has it (the screen then shows the product id).
 */
export function toOrderPayment(
  p: Pick<PaymentEntity, 'status' | 'amount' | 'refundedAmount' | 'cardBrand' | 'last4'>,
): OrderPayment {
  return {
    state: paymentStateOf(p.status, p.amount, p.refundedAmount),
    cardBrand: p.cardBrand,
    last4: p.last4 ? p.last4.trim() : null,
    amount: p.amount,
    refundedAmount: p.refundedAmount,
  };
}

export function toOrderDetail(order: OrderEntity, lines: OrderItemEntity[]): OrderDetail {
  return {
    order: {
      id: order.id,
      status: order.status,
      shippingAddress: formatShippingAddress(order),
      shippingMethod: order.shippingMethod,
      paymentMethod: order.paymentMethod,
      totalAmount: order.total,
      createdAt: order.createdAt.toISOString(),
      payment: order.payment ? toOrderPayment(order.payment) : null,
      carrier: order.carrier ?? null,
      trackingNumber: order.trackingNumber ?? null,
    },
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      price: line.price,
      quantity: line.quantity,
      product: line.product
        ? { id: line.product.id, name: line.product.name, imageUrl: line.product.imageUrl }
        : null,
    })),
  };
}
