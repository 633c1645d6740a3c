import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../api/sign-out';
import { toastFailure } from '../../../lib/toast-failure';

/**
 * Sign out: toast, leave for / and then forget the user. Leaving first matters: on a protected page an
 * anonymous session would otherwise send the visitor to /auth and save this page as the post-login path.
 */
export function useSignOutFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useSignOut();
  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: async () => {
        toast({
          title: 'Signed out',
          description: "You've been signed out successfully.",
          variant: 'success',
        });
        // Committed synchronously: as a transition (the router's default) the dashboard could still be on screen
        // when /api/auth/me answers, and its protected route would send the anonymous visitor to /auth.
        await navigate('/', { replace: true, flushSync: true });
        queryClient.clear();
        await useSession.getState().refresh();
      },
      onError: toastFailure('Sign out failed', 'Please try again.'),
    });
  return { signOut, pending: mutation.isPending };
}
