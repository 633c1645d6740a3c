import { apiJson } from '@petcora/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface OrderDetails {
  order: {
    id: string;
    status: string;
    shippingAddress: string | null;
    shippingMethod: string | null;
    paymentMethod: string | null;
    totalAmount: number;
    createdAt: string;
  };
  items: {
    id: string;
    productId: string;
    price: number;
    quantity: number;
    product: { id: string; name: string; imageUrl: string | null } | null;
  }[];
}

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
