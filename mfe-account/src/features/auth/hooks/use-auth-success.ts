import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export const POST_AUTH_DELAY_MS = 1000;

/**
 * After a successful sign-in or sign-up: toast, re-read the session, then open /profile-setup
 * after a second. `authenticating` tells the page's "already signed in" redirect to stand aside.
 */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const authenticating = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSuccess = useCallback(
    async (title: string, description: string) => {
      authenticating.current = true;
      toast({ title, description, variant: 'success' });
      await useSession.getState().refresh();
      timer.current = setTimeout(() => navigate('/profile-setup'), POST_AUTH_DELAY_MS);
    },
    [navigate],
  );

  return { onSuccess, authenticating };
}
