import { apiJson } from '@petcora/api-client';
import type { PublicProfile } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_PATH, profileQueryKey } from '../../../lib/profile-cache';

export { PROFILE_PATH };

/** GET /api/profile/{username} → the public profile with counts and the viewer's follow state; 404 when unknown. */
export function getProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiJson<PublicProfile>(`${PROFILE_PATH}/${encodeURIComponent(username)}`, { signal });
}

export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileQueryKey(username),
    queryFn: ({ signal }) => getProfile(username, signal),
  });
}

export function useProfile(username: string) {
  return useQuery({ ...profileQueryOptions(username), enabled: username !== '' });
}
