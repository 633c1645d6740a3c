import { apiJson } from '@petcora/api-client';
import type { PetType, SearchResults } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

export const SEARCH_PATH = '/api/search/all';
export const SEARCH_PAGE_SIZE = 10;

export interface SearchParams {
  /** The search text (trimmed); empty with a pet type lists that pet type's posts. */
  q: string;
  petType: PetType | null;
}

/** GET /api/search/all?q&petType&page&limit → people, posts and products; `hasMore` when a next page exists. */
export function searchAll(
  { q, petType }: SearchParams,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const query = new URLSearchParams({ q, page: String(page), limit: String(SEARCH_PAGE_SIZE) });
  if (petType) query.set('petType', petType);
  return apiJson<SearchResults>(`${SEARCH_PATH}?${query}`, { signal });
}

export function searchQueryOptions(params: SearchParams) {
  return infiniteQueryOptions({
    // Keyed under '/api/posts' like every read that holds posts, so likes and bookmarks made on a result's card
    // reach it (src/lib/post-cache.ts) and a new post refreshes it.
    queryKey: ['/api/posts', 'search', params.q, params.petType ?? 'all'],
    queryFn: ({ pageParam, signal }) => searchAll(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

export function useSearchAll(params: SearchParams, { enabled = true } = {}) {
  return useInfiniteQuery({ ...searchQueryOptions(params), enabled });
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** All loaded pages as one result; a person, post or product that moved between pages shows once. */
export function mergeSearchPages(data: InfiniteData<SearchResults> | undefined): SearchResults {
  const pages = data?.pages ?? [];
  return {
    users: uniqueById(pages.flatMap((page) => page.users ?? [])),
    posts: uniqueById(pages.flatMap((page) => page.posts ?? [])),
    products: uniqueById(pages.flatMap((page) => page.products ?? [])),
    hasMore: pages.at(-1)?.hasMore ?? false,
  };
}
