import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { BlockState } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPostQueries } from '../../../lib/post-cache';
import { patchProfileInCache, profileQueryKey } from '../../../lib/profile-cache';
import { refreshPeopleQueries } from './refresh-people';

export interface BlockChange {
  username: string;
  /** true to block, false to unblock. */
  block: boolean;
}

/** POST or DELETE /api/users/{username}/block → the block state after the change (idempotent; 400 for oneself). */
export function setBlock({ username, block }: BlockChange): Promise<BlockState> {
  return apiJson<BlockState>(`/api/users/${encodeURIComponent(username)}/block`, {
    method: block ? 'POST' : 'DELETE',
  });
}

export const BLOCK_FAILED = 'Could not update the block. Please try again.';

/**
 * Blocks or unblocks. Blocking ends follows both ways, so the profile shows neither; every cached post list is
 * read again, so the member's posts leave the feeds without a reload (the server leaves them out).
 */
export function useSetBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlock,
    onSuccess: (state, { username }) => {
      patchProfileInCache(
        queryClient,
        username,
        state.isBlocked ? { isBlocked: true, isFollowing: false, followsYou: false } : { isBlocked: false },
      );
      toast({
        title: state.isBlocked ? `Blocked @${state.username}` : `Unblocked @${state.username}`,
        variant: 'success',
      });
      // Not awaited: the dialog closes and the profile changes at once; the lists catch up in the background.
      void Promise.all([
        refreshPostQueries(queryClient),
        refreshPeopleQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: profileQueryKey(username) }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Action failed',
        description: serverMessageOf(error) ?? BLOCK_FAILED,
        variant: 'destructive',
      }),
  });
}
