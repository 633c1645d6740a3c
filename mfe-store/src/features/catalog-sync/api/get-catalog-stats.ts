import { apiJson } from '@petcora/api-client';
import type { CatalogStats } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_STATS_PATH } from './paths';

/** GET /api/products/catalog-stats: the stat cards, the five newest products and the last-synced time. */
export function getCatalogStats(signal?: AbortSignal): Promise<CatalogStats> {
  return apiJson<CatalogStats>(CATALOG_STATS_PATH, { signal });
}

export function catalogStatsQueryOptions() {
  return queryOptions({ queryKey: [CATALOG_STATS_PATH], queryFn: ({ signal }) => getCatalogStats(signal) });
}

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions());
}
