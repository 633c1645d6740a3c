import { apiJson } from '@petcora/api-client';
import type { StartCatalogSyncResponse } from '@petcora/contracts';
import { useMutation } from '@tanstack/react-query';
import { SYNC_PATH } from './paths';

/** POST /api/products/sync-square: queues a sync (or joins the one already waiting or running); 202 with its job id. */
export function startSync(): Promise<StartCatalogSyncResponse> {
  return apiJson<StartCatalogSyncResponse>(SYNC_PATH, { method: 'POST' });
}

export function useStartSync(options: {
  onSuccess: (answer: StartCatalogSyncResponse) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: startSync, scope: { id: SYNC_PATH }, ...options });
}
