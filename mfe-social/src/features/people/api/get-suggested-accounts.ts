import { apiJson } from '@petcora/api-client';
import type { PeoplePage } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useFetchFromRender } from '../../../lib/fetch-from-render';

export const SUGGESTED_ACCOUNTS_PATH = '/api/suggested-accounts';

/** GET /api/suggested-accounts?limit= → people the viewer may want to follow (most followed for visitors). */
export function getSuggestedAccounts(limit: number, signal?: AbortSignal): Promise<PeoplePage> {
  return apiJson<PeoplePage>(`${SUGGESTED_ACCOUNTS_PATH}?${new URLSearchParams({ limit: String(limit) })}`, {
    signal,
  });
}

export function suggestedAccountsQueryOptions(limit: number, viewerId: string | null) {
  return queryOptions({
    // The viewer is part of the key: suggestions differ per member and must not outlive a sign-out.
    queryKey: [SUGGESTED_ACCOUNTS_PATH, { limit, viewerId }],
    queryFn: ({ signal }) => getSuggestedAccounts(limit, signal),
  });
}

export function useSuggestedAccounts(limit: number, viewerId: string | null, { enabled = true } = {}) {
  const options = suggestedAccountsQueryOptions(limit, viewerId);
  useFetchFromRender(options.queryKey, enabled, (client) => client.prefetchQuery(options));
  return useQuery({ ...options, enabled });
}
