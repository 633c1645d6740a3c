import { apiJson } from '@petcora/api-client';
import type { CommentPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

/** Comments per request; the list asks for more while the server reports `hasMore`. */
export const COMMENTS_PAGE_SIZE = 20;

export const commentsQueryKey = (postId: string) => ['/api/posts', postId, 'comments'] as const;

export type CommentPages = InfiniteData<CommentPage, number>;

/** GET /api/posts/{id}/comments?page=&limit= → `{ comments, hasMore }`, oldest first. */
export function getComments(postId: string, page: number, signal?: AbortSignal): Promise<CommentPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(COMMENTS_PAGE_SIZE) });
  return apiJson<CommentPage>(`/api/posts/${encodeURIComponent(postId)}/comments?${query}`, { signal });
}

export function commentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage, _all, lastPage: number) =>
      last.hasMore ? lastPage + 1 : undefined,
  });
}

export function useComments(postId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...commentsQueryOptions(postId), enabled });
}
