import { apiJson } from '@petcora/api-client';
import type { PeoplePage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export type PeopleKind = 'followers' | 'following';

export const PEOPLE_PAGE_SIZE = 20;

/** GET /api/users/{username}/followers|following?limit&cursor → one page, newest follow first. */
export function getPeople(
  { username, kind, cursor }: { username: string; kind: PeopleKind; cursor?: string | null },
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const query = new URLSearchParams({ limit: String(PEOPLE_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiJson<PeoplePage>(`/api/users/${encodeURIComponent(username)}/${kind}?${query}`, { signal });
}

export function peopleQueryOptions(username: string, kind: PeopleKind) {
  return infiniteQueryOptions({
    queryKey: ['/api/users', username.toLowerCase(), kind],
    queryFn: ({ pageParam, signal }) => getPeople({ username, kind, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function usePeople(username: string, kind: PeopleKind) {
  return useInfiniteQuery(peopleQueryOptions(username, kind));
}
