import { apiJson } from '@petcora/api-client';
import type { AdminStats } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ADMIN_STATS_REFRESH_MS = 30_000;

/** GET /api/admin/stats (admin role only). */
export function getAdminStats(): Promise<AdminStats> {
  return apiJson<AdminStats>('/api/admin/stats');
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/admin/stats'],
    queryFn: getAdminStats,
    refetchInterval: ADMIN_STATS_REFRESH_MS,
  });
}

export function useAdminStats(enabled = true) {
  return useQuery({ ...adminStatsQueryOptions(), enabled });
}
