import { apiJson } from '@petcora/api-client';
import type { CommentPage } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Enough for the card's scrolling list; older comments than that are rare on a pet post. */
const COMMENTS_LIMIT = 50;

export const commentsQueryKey = (postId: string) => ['/api/posts', postId, 'comments'] as const;

/** GET /api/posts/{id}/comments?page=1&limit=50 → `{ comments, hasMore }`, oldest first. */
export function getComments(postId: string, signal?: AbortSignal): Promise<CommentPage> {
  const query = new URLSearchParams({ page: '1', limit: String(COMMENTS_LIMIT) });
  return apiJson<CommentPage>(`/api/posts/${encodeURIComponent(postId)}/comments?${query}`, { signal });
}

export function commentsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ signal }) => getComments(postId, signal),
  });
}

export function useComments(postId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...commentsQueryOptions(postId), enabled });
}
