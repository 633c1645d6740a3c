import { apiJson } from '@petcora/api-client';
import type { AdminOrderDetail } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_PATH } from './get-admin-orders';

/**
 * POST /api/admin/orders/{id}/ship | deliver | cancel | refunds: one order change (the four share this call; the
 * answer is the order with its history).
 */
export type OrderChange =
  | { kind: 'ship'; carrier: string; trackingNumber: string }
  | { kind: 'deliver' }
  | { kind: 'cancel'; reason?: string }
  | { kind: 'refund'; amount: number; reason?: string };

export function changeOrder(orderId: string, change: OrderChange): Promise<AdminOrderDetail> {
  const { kind, ...body } = change;
  const path = kind === 'refund' ? 'refunds' : kind;
  return apiJson<AdminOrderDetail>(`${ADMIN_ORDERS_PATH}/${encodeURIComponent(orderId)}/${path}`, {
    method: 'POST',
    json: body,
  });
}

export function useChangeOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChange) => changeOrder(orderId, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS_PATH] }),
  });
}
