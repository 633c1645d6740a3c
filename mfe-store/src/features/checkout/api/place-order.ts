import { apiJson } from '@petcora/api-client';
import { IDEMPOTENCY_KEY_HEADER, type CheckoutRequest, type OrderDetail } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_PATH } from '../../../lib/query-keys';

export const ORDERS_PATH = '/api/orders';

export interface PlaceOrderInput {
  request: CheckoutRequest;
  idempotencyKey: string;
}

/** POST /api/orders with the Idempotency-Key header: orders the member's cart; 201 with the new order. */
export function placeOrder({ request, idempotencyKey }: PlaceOrderInput): Promise<OrderDetail> {
  return apiJson<OrderDetail>(ORDERS_PATH, {
    method: 'POST',
    json: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      // The server emptied the cart in the order's transaction; the dashboard's orders now include this one.
      void queryClient.invalidateQueries({ queryKey: [CART_PATH] });
      void queryClient.invalidateQueries({ queryKey: [ORDERS_PATH] });
    },
  });
}
