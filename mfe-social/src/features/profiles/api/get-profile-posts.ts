import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const PROFILE_TABS = ['posts', 'replies', 'media', 'likes'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_PAGE_SIZE = 10;

/** GET /api/profile/{username}/{posts|replies|media|likes}?limit&cursor → one FeedPage, newest first. */
export function getProfilePosts(
  { username, tab, cursor }: { username: string; tab: ProfileTab; cursor?: string | null },
  signal?: AbortSignal,
): Promise<FeedPage> {
  const query = new URLSearchParams({ limit: String(PROFILE_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiJson<FeedPage>(`/api/profile/${encodeURIComponent(username)}/${tab}?${query}`, { signal });
}

export function profilePostsQueryOptions(username: string, tab: ProfileTab) {
  return infiniteQueryOptions({
    // Keyed under '/api/posts' like every read that holds posts, so likes, bookmarks and deletions made on a card
    // reach these lists too (src/lib/post-cache.ts) and a new post refreshes them.
    queryKey: ['/api/posts', 'profile', username.toLowerCase(), tab],
    queryFn: ({ pageParam, signal }) => getProfilePosts({ username, tab, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function useProfilePosts(username: string, tab: ProfileTab) {
  return useInfiniteQuery(profilePostsQueryOptions(username, tab));
}
