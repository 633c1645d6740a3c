import { apiJson } from '@petcora/api-client';
import type { AdminOrderPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const ADMIN_ORDERS_PATH = '/api/admin/orders';

/** GET /api/admin/orders?status=&cursor=: every order, newest first, one page. */
export function getAdminOrders(
  status: string | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return apiJson<AdminOrderPage>(`${ADMIN_ORDERS_PATH}${suffix}`, { signal });
}

export function adminOrdersQueryOptions(status: string | null) {
  return infiniteQueryOptions({
    queryKey: [ADMIN_ORDERS_PATH, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAdminOrders(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminOrders(status: string | null) {
  return useInfiniteQuery(adminOrdersQueryOptions(status));
}
