import { apiJson } from '@petcora/api-client';
import type { TrendingHashtags } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useFetchFromRender } from '../../../lib/fetch-from-render';

/** How many hashtags the sidebar lists. */
export const TRENDING_HASHTAGS_SHOWN = 5;

/** Under '/api/hashtags', which post-cache.ts refreshes after a post is created (its hashtags count at once). */
export const trendingHashtagsQueryKey = (limit: number) => ['/api/hashtags', 'trending', { limit }] as const;

/** GET /api/hashtags/trending?limit= → `{ hashtags: [{ tag, postsCount }] }`, most used first. Public. */
export function getTrendingHashtags(limit: number, signal?: AbortSignal): Promise<TrendingHashtags> {
  return apiJson<TrendingHashtags>(
    `/api/hashtags/trending?${new URLSearchParams({ limit: String(limit) })}`,
    {
      signal,
    },
  );
}

export function trendingHashtagsQueryOptions(limit = TRENDING_HASHTAGS_SHOWN) {
  return queryOptions({
    queryKey: trendingHashtagsQueryKey(limit),
    queryFn: ({ signal }) => getTrendingHashtags(limit, signal),
  });
}

export function useTrendingHashtags(limit = TRENDING_HASHTAGS_SHOWN) {
  const options = trendingHashtagsQueryOptions(limit);
  useFetchFromRender(options.queryKey, true, (client) => client.prefetchQuery(options));
  return useQuery(options);
}
