import { apiJson } from '@petcora/api-client';
import type { CatalogSyncRun } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYNC_RUNS_PATH } from './paths';

/** How many runs the history shows (the newest). */
export const SYNC_RUNS_SHOWN = 20;

/** GET /api/products/sync-runs?limit=20: the newest runs first, one row per attempt. */
export function getSyncRuns(signal?: AbortSignal): Promise<CatalogSyncRun[]> {
  return apiJson<CatalogSyncRun[]>(`${SYNC_RUNS_PATH}?limit=${SYNC_RUNS_SHOWN}`, { signal });
}

export function syncRunsQueryOptions() {
  return queryOptions({ queryKey: [SYNC_RUNS_PATH], queryFn: ({ signal }) => getSyncRuns(signal) });
}

/** While a sync runs, the history is re-read every few seconds so its running row appears and fills in. */
export function useSyncRuns({ live }: { live: boolean }) {
  return useQuery({ ...syncRunsQueryOptions(), refetchInterval: live ? 5000 : false });
}
