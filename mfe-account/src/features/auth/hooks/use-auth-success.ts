import { useSession } from '@petcora/session';
import { toast } from '@petcora/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@petcora/validation/return-path';
import { QUEUE_DASHBOARD_PATH } from '@petcora/contracts';

export const POST_AUTH_DELAY_MS = 1000;

/** A page the server answers rather than the site's router (the queue dashboard): reached by loading it. */
export function isServerPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!.toLowerCase();
  return pathname === QUEUE_DASHBOARD_PATH || pathname.startsWith(`${QUEUE_DASHBOARD_PATH}/`);
}

/**
 * After a successful sign-in or sign-up: toast, re-read the session, then after a second open
 * /profile-setup, or the `returnTo` path the server's /api/login navigation or the queue dashboard brought along
 * (`finishing` meanwhile); a server page is loaded, the router would only show its not-found page. `authenticating` tells the page's "already signed in" redirect to stand aside.
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
      timer.current = setTimeout(() => {
        if (returnTo && isServerPage(returnTo)) window.location.assign(returnTo);
        else navigate(returnTo ?? '/profile-setup');
      }, POST_AUTH_DELAY_MS);
    },
    [navigate, returnTo],
  );

  return { onSuccess, authenticating, finishing };
}
