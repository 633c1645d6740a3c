import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Signed-in users only: a spinner while the session loads; visitors go to /auth, coming back afterwards. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const status = useSession((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'anonymous') {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, location.pathname + location.search + location.hash);
    return <Navigate to="/auth" replace />;
  }
  return <>{children}</>;
}
