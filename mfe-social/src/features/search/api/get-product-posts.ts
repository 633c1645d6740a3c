import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EXPLORE_PAGE_SIZE } from './get-trending-posts';

/** GET /api/products/{id}/posts?limit&cursor (public): the community posts tagging a store product, newest first. */
export function getProductPosts(
  productId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const query = new URLSearchParams({ limit: String(EXPLORE_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiJson<FeedPage>(`/api/products/${encodeURIComponent(productId)}/posts?${query}`, { signal });
}

export function productPostsQueryOptions(productId: string) {
  return infiniteQueryOptions({
    // Under '/api/posts': a new or deleted post refreshes it with the other post lists.
    queryKey: ['/api/posts', 'explore', 'product', productId],
    queryFn: ({ pageParam, signal }) => getProductPosts(productId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function useProductPosts(productId: string) {
  return useInfiniteQuery(productPostsQueryOptions(productId));
}
