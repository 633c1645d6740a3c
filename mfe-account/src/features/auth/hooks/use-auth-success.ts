import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@petcora/validation';

export const POST_AUTH_DELAY_MS = 1000;

/**
 * After a successful sign-in or sign-up: toast, re-read the session, then after a second open
 * /profile-setup, or the `returnTo` path the server's /api/login navigation brought along
 * (`finishing` meanwhile). `authenticating` tells the page's "already signed in" redirect to stand aside.
 */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authenticating = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [finishing, setFinishing] = useState(false);
  const returnTo = safeReturnPath(searchParams.get('returnTo'));

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSuccess = useCallback(
    async (title: string, description: string) => {
      authenticating.current = true;
      setFinishing(true);
      toast({ title, description, variant: 'success' });
      await useSession.getState().refresh();
      timer.current = setTimeout(() => navigate(returnTo ?? '/profile-setup'), POST_AUTH_DELAY_MS);
    },
    [navigate, returnTo],
  );

  return { onSuccess, authenticating, finishing };
}
