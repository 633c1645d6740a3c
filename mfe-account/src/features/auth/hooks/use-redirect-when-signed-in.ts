import { useSession } from '@petcora/session';
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeRedirectAfterLogin } from '@petcora/session/redirect-after-login';

/** A user who is already signed in when the auth page opens goes where they were heading, or /dashboard. */
export function useRedirectWhenSignedIn(authenticating: RefObject<boolean>) {
  const status = useSession((state) => state.status);
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'authenticated' && !authenticating.current) {
      navigate(takeRedirectAfterLogin('/dashboard'), { replace: true });
    }
  }, [status, navigate, authenticating]);
}
