import { apiJson } from '@petcora/api-client';
import type { FeedPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { memberPetsPath } from './get-member-pets';

const PET_POSTS_PAGE = 10;

/** GET /api/users/{username}/pets/{petId}/posts?limit&cursor: the posts the pet is tagged in, newest first. */
export function getPetPosts(
  username: string,
  petId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const query = new URLSearchParams({ limit: String(PET_POSTS_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return apiJson<FeedPage>(`${memberPetsPath(username)}/${encodeURIComponent(petId)}/posts?${query}`, {
    signal,
  });
}

export function petPostsQueryOptions(username: string, petId: string) {
  return infiniteQueryOptions({
    // Under '/api/posts': a new or deleted post refreshes it with the other post lists.
    queryKey: ['/api/posts', 'pet', username.toLowerCase(), petId],
    queryFn: ({ pageParam, signal }) => getPetPosts(username, petId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function usePetPosts(username: string, petId: string, enabled: boolean) {
  return useInfiniteQuery({ ...petPostsQueryOptions(username, petId), enabled });
}
