import type { OrderDetail } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The store service's answer, one type on both sides (@petcora/contracts). */
export type OrderDetails = OrderDetail;

/** GET /api/orders/{id}: the order with its items. */
export function getOrderDetails(orderId: string): Promise<OrderDetails> {
  return apiJson<OrderDetails>(`/api/orders/${encodeURIComponent(orderId)}`);
}

export function orderDetailsQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['/api/orders', orderId], queryFn: () => getOrderDetails(orderId) });
}

export function useOrderDetails(orderId: string, enabled: boolean) {
  return useQuery({ ...orderDetailsQueryOptions(orderId), enabled });
}
