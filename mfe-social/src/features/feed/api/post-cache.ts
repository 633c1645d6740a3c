import type { FeedPage, FeedPost } from '@petcora/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Every cached read holding posts is keyed under one of these (feeds, one post, replies, threads). */
export const POST_QUERY_ROOTS = ['/api/posts', '/api/threads'] as const;

const holdsPosts = {
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    (POST_QUERY_ROOTS as readonly unknown[]).includes(queryKey[0]),
};

function isFeedPage(data: unknown): data is FeedPage {
  return Boolean(data && typeof data === 'object' && Array.isArray((data as FeedPage).posts));
}

function isFeedPost(data: unknown): data is FeedPost {
  return Boolean(data && typeof data === 'object' && 'likesCount' in data && 'content' in data);
}

/** Applies a change to one post wherever it is cached, so every card showing it agrees (optimistic updates). */
export function patchPostInCache(
  queryClient: QueryClient,
  postId: string,
  patch: (post: FeedPost) => FeedPost,
) {
  queryClient.setQueriesData(holdsPosts, (data: unknown) => {
    if (isFeedPage(data)) {
      return data.posts.some((post) => post.id === postId)
        ? { ...data, posts: data.posts.map((post) => (post.id === postId ? patch(post) : post)) }
        : data;
    }
    if (isFeedPost(data) && data.id === postId) return patch(data);
    return data;
  });
}

/** Drops a deleted post from every cached list. */
export function removePostFromCache(queryClient: QueryClient, postId: string) {
  queryClient.setQueriesData(holdsPosts, (data: unknown) =>
    isFeedPage(data) ? { ...data, posts: data.posts.filter((post) => post.id !== postId) } : data,
  );
}

/** Re-reads every post list (after a post is created or deleted: spec refreshes posts, comments and threads). */
export function refreshPostQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries(holdsPosts);
}
