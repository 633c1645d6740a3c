import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toastFailure } from '../../../lib/toast-failure';

/**
 * Sign out through the session store (POST /api/auth/signout, then the step below, then forget the user): toast,
 * leave for / and drop this member's cached answers before the user is forgotten. Leaving first matters: on a
 * protected page an anonymous session would otherwise send the visitor to /auth and save this page as the
 * post-login path.
 */
export function useSignOutFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      useSession.getState().signOut(async () => {
        toast({
          title: 'Signed out',
          description: "You've been signed out successfully.",
          variant: 'success',
        });
        // Committed synchronously: as a transition (the router's default) the dashboard could still be on screen
        // when /api/auth/me answers, and its protected route would send the anonymous visitor to /auth.
        await navigate('/', { replace: true, flushSync: true });
        queryClient.clear();
      }),
    onError: toastFailure('Sign out failed', 'Please try again.'),
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
