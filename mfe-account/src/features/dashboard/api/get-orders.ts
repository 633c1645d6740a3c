import { apiJson } from '@petcora/api-client';
import type { OrderSummary } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/orders: the signed-in member's orders. */
export function getOrders(): Promise<OrderSummary[]> {
  return apiJson<OrderSummary[]>('/api/orders');
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ['/api/orders'], queryFn: getOrders });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
