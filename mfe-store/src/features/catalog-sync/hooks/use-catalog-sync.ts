import { ApiError, serverMessageOf } from '@petcora/api-client';
import type { CatalogSyncJobStatus, CatalogSyncRun } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isJobRunning, useSyncJob } from '../api/get-sync-job';
import { useSyncRuns } from '../api/get-sync-runs';
import {
  CATALOG_PRODUCTS_PATH,
  CATALOG_STATS_PATH,
  PUBLIC_PRODUCTS_PATH,
  SYNC_RUNS_PATH,
} from '../api/paths';
import { useStartSync } from '../api/start-sync';

export const SYNC_SUCCESS_TITLE = 'Sync Successful';
export const SYNC_FAILED_TITLE = 'Sync Failed';
export const SYNC_FAILED_FALLBACK = 'Failed to sync products from Square';
/** The success toast's text for a run the page found already running (it has no answer of its own to show). */
export const SYNC_JOINED_MESSAGE = 'Catalog sync finished';

/**
 * What the sync card shows: `syncing` (queued, running or waiting to retry, with the job's progress), or the last
 * outcome, `succeeded` / `failed`, or `idle` when nothing ran yet.
 */
export type SyncView =
  | { kind: 'loading' }
  | { kind: 'idle' }
  | { kind: 'syncing'; job: CatalogSyncJobStatus | null }
  | { kind: 'succeeded'; job: CatalogSyncJobStatus | null; run: CatalogSyncRun | null }
  | { kind: 'failed'; error: string; run: CatalogSyncRun | null };

/**
 * Drives the sync card: starts a sync, follows its job (or one already running when the page opens, read from the
 * run history) about once a second, toasts the outcome once, and refreshes the stats, tables and /store's cache.
 */
export function useCatalogSync() {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [startMessage, setStartMessage] = useState<string | null>(null);
  /** A start that the server refused (or the queue was down): shown until the next start. */
  const [startError, setStartError] = useState<string | null>(null);
  const job = useSyncJob(jobId);
  const jobRunning = jobId !== null && (!job.data || isJobRunning(job.data.state)) && !job.error;
  const runs = useSyncRuns({ live: jobRunning });

  // A run already going when the page opens: follow its job like one started here.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !runs.data) return;
    adopted.current = true;
    const running = runs.data.find((run) => run.status === 'running');
    if (running && jobId === null) setJobId(running.jobId);
  }, [runs.data, jobId]);

  // Toast the outcome once per job, and re-read everything a sync changes.
  const settled = useRef(new Set<string>());
  useEffect(() => {
    if (!jobId || !job.data || isJobRunning(job.data.state) || settled.current.has(jobId)) return;
    settled.current.add(jobId);
    if (job.data.state === 'completed') {
      toast({
        title: SYNC_SUCCESS_TITLE,
        description: startMessage ?? SYNC_JOINED_MESSAGE,
        variant: 'success',
      });
    } else {
      toast({
        title: SYNC_FAILED_TITLE,
        description: job.data.failedReason || SYNC_FAILED_FALLBACK,
        variant: 'destructive',
      });
    }
    for (const path of [CATALOG_STATS_PATH, CATALOG_PRODUCTS_PATH, SYNC_RUNS_PATH, PUBLIC_PRODUCTS_PATH]) {
      void queryClient.invalidateQueries({ queryKey: [path] });
    }
  }, [jobId, job.data, startMessage, queryClient]);

  const start = useStartSync({
    onSuccess: (answer) => {
      setStartMessage(answer.message);
      // A click while a manual sync waits or runs joins it: the same job id, still to be followed.
      if (answer.jobId !== jobId) setJobId(answer.jobId);
      else settled.current.delete(answer.jobId);
      void queryClient.invalidateQueries({ queryKey: [SYNC_RUNS_PATH] });
    },
    onError: (error) => {
      const message = serverMessageOf(error) ?? SYNC_FAILED_FALLBACK;
      setStartError(message);
      toast({ title: SYNC_FAILED_TITLE, description: message, variant: 'destructive' });
    },
  });

  function startSync() {
    setStartError(null);
    start.mutate();
  }

  const latestRun = runs.data?.[0] ?? null;
  const view = viewOf({
    jobId,
    job: job.data ?? null,
    jobGone: job.error instanceof ApiError && job.error.status === 404,
    jobError: job.error ? (serverMessageOf(job.error) ?? 'Could not read the progress of the sync') : null,
    latestRun,
    runsPending: runs.isPending,
    startError,
  });
  return {
    view,
    /** The button is off while a start is on its way or a sync runs. */
    busy: start.isPending || view.kind === 'syncing',
    startSync,
    runs,
  };
}

function viewOf({
  jobId,
  job,
  jobGone,
  jobError,
  latestRun,
  runsPending,
  startError,
}: {
  jobId: string | null;
  job: CatalogSyncJobStatus | null;
  jobGone: boolean;
  jobError: string | null;
  latestRun: CatalogSyncRun | null;
  runsPending: boolean;
  startError: string | null;
}): SyncView {
  if (startError) return { kind: 'failed', error: startError, run: null };
  if (jobId !== null && !jobGone) {
    if (jobError) return { kind: 'failed', error: jobError, run: null };
    if (!job || isJobRunning(job.state)) return { kind: 'syncing', job };
    const run = latestRun?.jobId === jobId ? latestRun : null;
    if (job.state === 'completed') return { kind: 'succeeded', job, run };
    return { kind: 'failed', error: job.failedReason || SYNC_FAILED_FALLBACK, run };
  }
  if (runsPending) return { kind: 'loading' };
  if (!latestRun) return { kind: 'idle' };
  if (latestRun.status === 'succeeded') return { kind: 'succeeded', job: null, run: latestRun };
  if (latestRun.status === 'failed')
    return { kind: 'failed', error: latestRun.error || SYNC_FAILED_FALLBACK, run: latestRun };
  // Running in the history but its job is gone (expired or the worker died): nothing to follow.
  return { kind: 'idle' };
}
