import { apiJson } from '@petcora/api-client';
import type { ConversationsPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const conversationsQueryKey = ['messages', 'conversations'] as const;

/** GET /api/conversations?cursor= → the member's conversations, most recent first (requests marked). */
export function getConversations(cursor: string | null, signal?: AbortSignal): Promise<ConversationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiJson<ConversationsPage>(`/api/conversations${query}`, { signal });
}

export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
