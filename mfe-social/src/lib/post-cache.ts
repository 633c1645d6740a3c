import { withPostSpecAliases, type FeedPage, type FeedPost } from '@petcora/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * Every cached read holding posts is keyed under one of these (feeds, one post, replies, threads, posts by hashtag).
 * Lists are either one page `{ posts }` or an infinite list `{ pages: [{ posts }], pageParams }`.
 */
export const POST_QUERY_ROOTS = ['/api/posts', '/api/threads', '/api/hashtags'] as const;

const holdsPosts = {
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    (POST_QUERY_ROOTS as readonly unknown[]).includes(queryKey[0]),
};

function isFeedPage(data: unknown): data is FeedPage {
  return Boolean(data && typeof data === 'object' && Array.isArray((data as FeedPage).posts));
}

function isInfiniteFeed(data: unknown): data is InfiniteData<FeedPage> {
  const pages = data && typeof data === 'object' ? (data as InfiniteData<unknown>).pages : undefined;
  return Array.isArray(pages) && pages.every(isFeedPage);
}

function isFeedPost(data: unknown): data is FeedPost {
  return Boolean(data && typeof data === 'object' && 'likesCount' in data && 'content' in data);
}

/** Applies `change` to a page or to every page of an infinite list; anything else is left as it is. */
function mapPages(data: unknown, change: (page: FeedPage) => FeedPage): unknown {
  if (isFeedPage(data)) return change(data);
  if (isInfiniteFeed(data)) {
    const pages = data.pages.map(change);
    return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
  }
  return data;
}

/**
 * Applies a change to one post wherever it is cached, so every card showing it agrees (optimistic updates). A change
 * sets the feed's counts; the spec's other names for them follow.
 */
export function patchPostInCache(
  queryClient: QueryClient,
  postId: string,
  patch: (post: FeedPost) => FeedPost,
) {
  const patched = (post: FeedPost): FeedPost => withPostSpecAliases(patch(post));
  queryClient.setQueriesData(holdsPosts, (data: unknown) => {
    if (isFeedPost(data)) return data.id === postId ? patched(data) : data;
    return mapPages(data, (page) =>
      page.posts.some((post) => post.id === postId)
        ? { ...page, posts: page.posts.map((post) => (post.id === postId ? patched(post) : post)) }
        : page,
    );
  });
}

/** Drops a deleted post from every cached list. */
export function removePostFromCache(queryClient: QueryClient, postId: string) {
  queryClient.setQueriesData(holdsPosts, (data: unknown) =>
    mapPages(data, (page) =>
      page.posts.some((post) => post.id === postId)
        ? { ...page, posts: page.posts.filter((post) => post.id !== postId) }
        : page,
    ),
  );
}

/** Re-reads every post list (after a post is created or deleted: spec refreshes posts, comments and threads). */
export function refreshPostQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries(holdsPosts);
}
