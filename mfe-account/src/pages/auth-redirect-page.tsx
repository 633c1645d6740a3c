import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeRedirectAfterLogin } from '@petcora/session/redirect-after-login';

/** /auth-redirect: after authentication, go where the user was heading, else /dashboard. */
export default function AuthRedirectPage() {
  const status = useSession((state) => state.status);
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'authenticated') navigate(takeRedirectAfterLogin('/dashboard'), { replace: true });
    if (status === 'anonymous') navigate('/auth', { replace: true });
  }, [status, navigate]);
  return <PageSpinner label="Redirecting" />;
}
