import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const REPLIES_LIMIT = 20;

export const repliesQueryKey = (postId: string) => ['/api/posts', postId, 'replies'] as const;

/** GET /api/posts/{id}/replies?page=1&limit=20 → `{ posts, hasMore }`, oldest first. */
export function getReplies(postId: string, signal?: AbortSignal): Promise<FeedPage> {
  const query = new URLSearchParams({ page: '1', limit: String(REPLIES_LIMIT) });
  return apiJson<FeedPage>(`/api/posts/${encodeURIComponent(postId)}/replies?${query}`, { signal });
}

export function repliesQueryOptions(postId: string) {
  return queryOptions({
    queryKey: repliesQueryKey(postId),
    queryFn: ({ signal }) => getReplies(postId, signal),
  });
}

export function useReplies(postId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...repliesQueryOptions(postId), enabled });
}
