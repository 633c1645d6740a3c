import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const POSTS_PATH = '/api/posts';

export interface PostsPageParams {
  page: number;
  limit: number;
}

/** GET /api/posts?page=&limit= (signed-in only): `{ posts, hasMore }`. */
export function getPosts({ page, limit }: PostsPageParams, signal?: AbortSignal): Promise<FeedPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiJson<FeedPage>(`${POSTS_PATH}?${query}`, { signal });
}

export function postsQueryOptions(params: PostsPageParams) {
  return queryOptions({
    queryKey: [POSTS_PATH, params],
    queryFn: ({ signal }) => getPosts(params, signal),
  });
}

export function usePosts(params: PostsPageParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...postsQueryOptions(params), enabled });
}
