import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A thread is short; one page of this size holds it whole. */
const THREAD_LIMIT = 50;

export const threadQueryKey = (threadId: string) => ['/api/threads', threadId, 'posts'] as const;

/** GET /api/threads/{id}/posts → the thread's first post, then its entries, in order. */
export function getThread(threadId: string, signal?: AbortSignal): Promise<FeedPage> {
  const query = new URLSearchParams({ page: '1', limit: String(THREAD_LIMIT) });
  return apiJson<FeedPage>(`/api/threads/${encodeURIComponent(threadId)}/posts?${query}`, { signal });
}

export function threadQueryOptions(threadId: string) {
  return queryOptions({
    queryKey: threadQueryKey(threadId),
    queryFn: ({ signal }) => getThread(threadId, signal),
  });
}

export function useThread(threadId: string | null) {
  return useQuery({ ...threadQueryOptions(threadId ?? ''), enabled: Boolean(threadId) });
}
