import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const EXPLORE_PAGE_SIZE = 10;

/** GET /api/posts/trending?limit&cursor (public): the most engaged recent posts, one page. */
export function getTrendingPosts(cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  const query = new URLSearchParams({ limit: String(EXPLORE_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiJson<FeedPage>(`/api/posts/trending?${query}`, { signal });
}

export function trendingPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['/api/posts', 'explore', 'trending'],
    queryFn: ({ pageParam, signal }) => getTrendingPosts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function useTrendingPosts({ enabled = true } = {}) {
  return useInfiniteQuery({ ...trendingPostsQueryOptions(), enabled });
}
