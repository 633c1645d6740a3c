import { apiJson } from '@petcora/api-client';
import { FEED_PAGE_SIZE, type FeedPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useFetchFromRender } from '../../../lib/fetch-from-render';

/**
 * The feed lists of the server. `timeline` and `chronological` are the two algorithms of GET /api/posts (signed-in
 * only); the others are GET /api/posts/{kind} (`following` signed-in only, the rest public).
 */
export const FEED_KINDS = [
  'timeline',
  'chronological',
  'trending',
  'recommended',
  'following',
  'photos',
  'threads',
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Lists a visitor may read (the server answers 401 to the others without a session). */
export const PUBLIC_FEED_KINDS: readonly FeedKind[] = ['trending', 'recommended', 'photos', 'threads'];

/** Where the next page starts: the spec's page number, and the keyset cursor the previous page handed back. */
export interface FeedPageParam {
  page: number;
  cursor: string | null;
}

export const FIRST_FEED_PAGE: FeedPageParam = { page: 1, cursor: null };

/**
 * The request of one page. `page` is always sent (the spec's paging); `cursor` too once the server gave one, and
 * then wins, so a post published between two pages never repeats or shifts the list.
 */
export function feedUrl(kind: FeedKind, { page, cursor }: FeedPageParam, limit = FEED_PAGE_SIZE): string {
  const query = new URLSearchParams();
  const algorithm = kind === 'timeline' || kind === 'chronological';
  if (algorithm) query.set('algorithm', kind);
  query.set('page', String(page));
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `${algorithm ? '/api/posts' : `/api/posts/${kind}`}?${query}`;
}

/** GET one page of a feed → `{ posts, hasMore, nextCursor }`. */
export function getFeedPage(kind: FeedKind, param: FeedPageParam, signal?: AbortSignal): Promise<FeedPage> {
  return apiJson<FeedPage>(feedUrl(kind, param), { signal });
}

/**
 * Under the '/api/posts' root, so post-cache.ts patches its posts (likes, bookmarks, repets, deletes) and a new post
 * refreshes it.
 */
export const feedQueryKey = (kind: FeedKind) => ['/api/posts', 'feed', kind] as const;

/** The page after `last`, or undefined when the server reports no more posts. */
export function nextFeedPageParam(last: FeedPage, _pages: FeedPage[], lastParam: FeedPageParam) {
  if (!last.hasMore) return undefined;
  return { page: lastParam.page + 1, cursor: last.nextCursor ?? null } satisfies FeedPageParam;
}

export function feedQueryOptions(kind: FeedKind) {
  return infiniteQueryOptions({
    queryKey: feedQueryKey(kind),
    queryFn: ({ pageParam, signal }) => getFeedPage(kind, pageParam, signal),
    initialPageParam: FIRST_FEED_PAGE,
    getNextPageParam: nextFeedPageParam,
  });
}

export type FeedData = InfiniteData<FeedPage, FeedPageParam>;

export interface UseFeedOptions {
  enabled?: boolean;
  /**
   * Re-read whenever the list is shown again (cached lists are otherwise never stale): for lists that change through
   * actions elsewhere, like Following after a follow.
   */
  refreshOnShow?: boolean;
}

/** One feed, page after page ('Load more posts' calls fetchNextPage). */
export function useFeed(kind: FeedKind, { enabled = true, refreshOnShow = false }: UseFeedOptions = {}) {
  const options = feedQueryOptions(kind);
  useFetchFromRender(options.queryKey, enabled, (client) => client.prefetchInfiniteQuery(options));
  return useInfiniteQuery({
    ...options,
    enabled,
    ...(refreshOnShow ? { refetchOnMount: 'always' as const } : {}),
  });
}
