import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCTS_PATH } from './get-products';

/** How many community posts the product dialog shows. */
export const COMMUNITY_POSTS_SHOWN = 6;

/** GET /api/products/{id}/posts: the latest community posts tagging the product (answered by the social service). */
export function getProductPosts(id: string, signal?: AbortSignal): Promise<FeedPage> {
  return apiJson<FeedPage>(
    `${PRODUCTS_PATH}/${encodeURIComponent(id)}/posts?limit=${COMMUNITY_POSTS_SHOWN}`,
    { signal },
  );
}

export function productPostsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [PRODUCTS_PATH, 'posts', id],
    queryFn: ({ signal }) => getProductPosts(id, signal),
  });
}

export function useProductPosts(id: string) {
  return useQuery(productPostsQueryOptions(id));
}
