import { apiJson } from '@petcora/api-client';
import type { FeedPost } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const postQueryKey = (postId: string) => ['/api/posts', postId] as const;

/** GET /api/posts/{id} → one post (public; the target of 'Copy link'). 404 when it does not exist. */
export function getPost(postId: string, signal?: AbortSignal): Promise<FeedPost> {
  return apiJson<FeedPost>(`/api/posts/${encodeURIComponent(postId)}`, { signal });
}

export function postQueryOptions(postId: string) {
  return queryOptions({ queryKey: postQueryKey(postId), queryFn: ({ signal }) => getPost(postId, signal) });
}

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
