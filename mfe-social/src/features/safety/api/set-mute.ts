import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { MuteState } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPostQueries } from '../../../lib/post-cache';
import { patchProfileInCache } from '../../../lib/profile-cache';

export interface MuteChange {
  username: string;
  /** true to mute, false to unmute. */
  mute: boolean;
}

/** POST or DELETE /api/users/{username}/mute → the mute state after the change (idempotent; 400 for oneself). */
export function setMute({ username, mute }: MuteChange): Promise<MuteState> {
  return apiJson<MuteState>(`/api/users/${encodeURIComponent(username)}/mute`, {
    method: mute ? 'POST' : 'DELETE',
  });
}

export const MUTE_FAILED = 'Could not update the mute. Please try again.';

/** Mutes or unmutes (the muted member is not told); the feeds are read again so their posts leave or return. */
export function useSetMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMute,
    onSuccess: (state, { username }) => {
      patchProfileInCache(queryClient, username, { isMuted: state.isMuted });
      toast({
        title: state.isMuted ? `Muted @${state.username}` : `Unmuted @${state.username}`,
        description: state.isMuted
          ? 'Their posts no longer appear in your feeds. They are not told.'
          : 'Their posts appear in your feeds again.',
        variant: 'success',
      });
      void refreshPostQueries(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Action failed',
        description: serverMessageOf(error) ?? MUTE_FAILED,
        variant: 'destructive',
      }),
  });
}
