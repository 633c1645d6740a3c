import type { PublicProfile } from '@petcora/contracts';
import type { QueryClient } from '@tanstack/react-query';

export const PROFILE_PATH = '/api/profile';

/** Usernames match case-insensitively on the server: one cache entry per account. */
export function profileQueryKey(username: string) {
  return [PROFILE_PATH, username.toLowerCase()] as const;
}

/** Changes the cached profile at once (follow, block and mute buttons read it), if it is cached. */
export function patchProfileInCache(
  queryClient: QueryClient,
  username: string,
  patch: Partial<PublicProfile>,
) {
  queryClient.setQueryData<PublicProfile>(profileQueryKey(username), (profile) =>
    profile ? { ...profile, ...patch } : profile,
  );
}
