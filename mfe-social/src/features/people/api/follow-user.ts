import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { FollowState } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchFollowInCache, refreshFollowLists } from './people-cache';

export interface FollowChange {
  username: string;
  /** true to follow, false to unfollow. */
  follow: boolean;
}

/** POST or DELETE /api/users/{username}/follow → the follow state after the change (idempotent on the server). */
export function setFollow({ username, follow }: FollowChange): Promise<FollowState> {
  return apiJson<FollowState>(`/api/users/${encodeURIComponent(username)}/follow`, {
    method: follow ? 'POST' : 'DELETE',
  });
}

export const FOLLOW_FAILED = {
  title: 'Action failed',
  description: 'Could not update follow status',
} as const;

/**
 * Follows or unfollows at once (the button, the person's follower count and the viewer's following count change
 * before the server answers), then takes the server's count; reverts and toasts on failure.
 */
export function useFollow() {
  const queryClient = useQueryClient();
  const viewerUsername = useSession((state) => state.user?.username ?? null);
  return useMutation({
    mutationFn: setFollow,
    onMutate: ({ username, follow }) =>
      patchFollowInCache(
        queryClient,
        { username, viewerUsername },
        { isFollowing: follow, followersCount: { by: follow ? 1 : -1 } },
      ),
    onSuccess: (state, { username }) =>
      patchFollowInCache(
        queryClient,
        { username, viewerUsername: null },
        { isFollowing: state.isFollowing, followersCount: { set: state.followersCount } },
      ),
    onError: (error, { username, follow }) => {
      patchFollowInCache(
        queryClient,
        { username, viewerUsername },
        { isFollowing: !follow, followersCount: { by: follow ? -1 : 1 } },
      );
      toast({
        title: FOLLOW_FAILED.title,
        description: serverMessageOf(error) ?? FOLLOW_FAILED.description,
        variant: 'destructive',
      });
    },
    onSettled: (_state, _error, { username }) =>
      refreshFollowLists(queryClient, { username, viewerUsername }),
  });
}
