import { ApiError, apiJson } from '@petcora/api-client';
import type { CatalogSyncJobState, CatalogSyncJobStatus } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYNC_PATH } from './paths';

/** How often a running job is polled. */
export const SYNC_POLL_MS = 1000;

const RUNNING_STATES: ReadonlySet<CatalogSyncJobState> = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);

/** The job is queued, running or waiting for a retry: the page shows it as syncing and keeps polling. */
export function isJobRunning(state: CatalogSyncJobState): boolean {
  return RUNNING_STATES.has(state);
}

/** GET /api/products/sync-square/{jobId}: the job's state, progress so far, result or error. */
export function getSyncJob(jobId: string, signal?: AbortSignal): Promise<CatalogSyncJobStatus> {
  return apiJson<CatalogSyncJobStatus>(`${SYNC_PATH}/${encodeURIComponent(jobId)}`, { signal });
}

export function syncJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: [SYNC_PATH, jobId],
    queryFn: ({ signal }) => getSyncJob(jobId, signal),
    // Every read is fresh: the answer changes while the job runs.
    staleTime: 0,
    // A blip while polling is retried; an unknown or expired job (404) is not.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
    refetchInterval: (query) => {
      if (query.state.error) return false;
      const data = query.state.data;
      return !data || isJobRunning(data.state) ? SYNC_POLL_MS : false;
    },
  });
}

/** Polls the job about once a second until it completed or failed (or is gone); idle without a job. */
export function useSyncJob(jobId: string | null) {
  return useQuery({ ...syncJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
