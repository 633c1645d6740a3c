import type { PeoplePage, PersonSummary, PublicProfile } from '@petcora/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * Roots of every cached read that can hold a person with a follow state: profiles (`/api/profile/{username}`),
 * people lists (`/api/users/{username}/followers|following`) and suggestions. Other features key their reads the
 * same way, so a follow shows at once wherever the person appears.
 */
export const PEOPLE_QUERY_ROOTS = ['/api/profile', '/api/users', '/api/suggested-accounts'] as const;

const holdsPeople = {
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    (PEOPLE_QUERY_ROOTS as readonly unknown[]).includes(queryKey[0]),
};

/** What changes on a person when the viewer follows or unfollows them. */
export interface FollowPatch {
  isFollowing: boolean;
  /** A new absolute count (from the server) or a change by one (optimistic). */
  followersCount: { set: number } | { by: 1 | -1 };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function isPublicProfile(data: unknown): data is PublicProfile {
  return Boolean(
    data &&
    typeof data === 'object' &&
    'isOwnProfile' in data &&
    'followingCount' in data &&
    'username' in data,
  );
}

function isPeoplePage(data: unknown): data is PeoplePage {
  return Boolean(data && typeof data === 'object' && Array.isArray((data as PeoplePage).users));
}

function isInfinitePeople(data: unknown): data is InfiniteData<PeoplePage> {
  return Boolean(
    data &&
    typeof data === 'object' &&
    Array.isArray((data as InfiniteData<unknown>).pages) &&
    (data as InfiniteData<unknown>).pages.every(isPeoplePage),
  );
}

function nextCount(current: number, change: FollowPatch['followersCount']): number {
  return 'set' in change ? change.set : Math.max(0, current + change.by);
}

function patchPeoplePage(page: PeoplePage, username: string, patch: FollowPatch): PeoplePage {
  if (!page.users.some((person) => same(person.username, username))) return page;
  return {
    ...page,
    users: page.users.map((person): PersonSummary =>
      same(person.username, username)
        ? {
            ...person,
            isFollowing: patch.isFollowing,
            followersCount: nextCount(person.followersCount, patch.followersCount),
          }
        : person,
    ),
  };
}

/**
 * Applies a follow change to `username` everywhere it is cached (their profile, every list showing them) and, when
 * the change is optimistic, moves the viewer's own following count by one.
 */
export function patchFollowInCache(
  queryClient: QueryClient,
  { username, viewerUsername }: { username: string; viewerUsername: string | null },
  patch: FollowPatch,
) {
  queryClient.setQueriesData(holdsPeople, (data: unknown) => {
    if (isPublicProfile(data)) {
      if (same(data.username, username)) {
        return {
          ...data,
          isFollowing: patch.isFollowing,
          followersCount: nextCount(data.followersCount, patch.followersCount),
        };
      }
      if (viewerUsername && same(data.username, viewerUsername) && 'by' in patch.followersCount) {
        return { ...data, followingCount: Math.max(0, data.followingCount + patch.followersCount.by) };
      }
      return data;
    }
    if (isInfinitePeople(data)) {
      const pages = data.pages.map((page) => patchPeoplePage(page, username, patch));
      return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
    }
    if (isPeoplePage(data)) return patchPeoplePage(data, username, patch);
    return data;
  });
}

/** Re-reads the lists a follow changes: the person's followers and the viewer's following. */
export function refreshFollowLists(
  queryClient: QueryClient,
  { username, viewerUsername }: { username: string; viewerUsername: string | null },
) {
  const lists: [string, string][] = [[username, 'followers']];
  if (viewerUsername) lists.push([viewerUsername, 'following']);
  return Promise.all(
    lists.map(([who, kind]) =>
      queryClient.invalidateQueries({ queryKey: ['/api/users', who.toLowerCase(), kind] }),
    ),
  );
}
