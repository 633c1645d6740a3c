import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { BlockState, MuteState, RestrictedMembersPage } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { restrictedMembersPath, type RestrictionKind } from './get-restricted-members';

const ROUTE: Record<RestrictionKind, 'block' | 'mute'> = { blocks: 'block', mutes: 'mute' };

/** DELETE /api/users/{username}/block or /mute → the state after the change (idempotent). */
export function liftRestriction({
  kind,
  username,
}: {
  kind: RestrictionKind;
  username: string;
}): Promise<BlockState | MuteState> {
  return apiJson<BlockState | MuteState>(`/api/users/${encodeURIComponent(username)}/${ROUTE[kind]}`, {
    method: 'DELETE',
  });
}

export const LIFT_FAILED: Record<RestrictionKind, string> = {
  blocks: 'Could not unblock. Please try again.',
  mutes: 'Could not unmute. Please try again.',
};

/** Unblocks or unmutes from the settings list: the member leaves the list at once, then the list is read again. */
export function useLiftRestriction(kind: RestrictionKind) {
  const queryClient = useQueryClient();
  const queryKey = [restrictedMembersPath(kind)];
  return useMutation({
    mutationFn: (username: string) => liftRestriction({ kind, username }),
    onSuccess: async (_state, username) => {
      queryClient.setQueryData<InfiniteData<RestrictedMembersPage>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.filter((member) => member.username !== username),
              })),
            }
          : data,
      );
      toast({
        title: kind === 'blocks' ? `Unblocked @${username}` : `Unmuted @${username}`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      toast({
        title: 'Action failed',
        description: serverMessageOf(error) ?? LIFT_FAILED[kind],
        variant: 'destructive',
      }),
  });
}
