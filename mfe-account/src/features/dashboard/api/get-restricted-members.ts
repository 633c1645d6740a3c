import { apiJson } from '@petcora/api-client';
import type { RestrictedMembersPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** The viewer's blocked or muted members. */
export type RestrictionKind = 'blocks' | 'mutes';

export const restrictedMembersPath = (kind: RestrictionKind) => `/api/users/me/${kind}`;

/** GET /api/users/me/blocks|mutes?cursor → newest first, keyset paged. */
export function getRestrictedMembers(
  { kind, cursor }: { kind: RestrictionKind; cursor?: string | null },
  signal?: AbortSignal,
): Promise<RestrictedMembersPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiJson<RestrictedMembersPage>(`${restrictedMembersPath(kind)}${query}`, { signal });
}

export function restrictedMembersQueryOptions(kind: RestrictionKind) {
  return infiniteQueryOptions({
    queryKey: [restrictedMembersPath(kind)],
    queryFn: ({ pageParam, signal }) => getRestrictedMembers({ kind, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRestrictedMembers(kind: RestrictionKind) {
  return useInfiniteQuery(restrictedMembersQueryOptions(kind));
}
