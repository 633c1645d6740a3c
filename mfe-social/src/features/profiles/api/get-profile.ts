import { apiJson } from '@petcora/api-client';
import type { PublicProfile } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PROFILE_PATH = '/api/profile';

/** GET /api/profile/{username} → the public profile with counts and the viewer's follow state; 404 when unknown. */
export function getProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiJson<PublicProfile>(`${PROFILE_PATH}/${encodeURIComponent(username)}`, { signal });
}

export function profileQueryOptions(username: string) {
  return queryOptions({
    // Usernames match case-insensitively on the server; one cache entry per account.
    queryKey: [PROFILE_PATH, username.toLowerCase()],
    queryFn: ({ signal }) => getProfile(username, signal),
  });
}

export function useProfile(username: string) {
  return useQuery({ ...profileQueryOptions(username), enabled: username !== '' });
}
