import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccountRequiredCard } from './account-required-card';
import { rememberRedirectAfterLogin } from '@petcora/session/redirect-after-login';

/**
 * How a visitor who is not signed in is turned away (see docs/adr, "protected routes"):
 * - 'redirect': remember the path under `redirectAfterLogin` and go to /auth (account screens);
 * - 'account-card': stay on the page and show the 'Account Required' card (social features).
 */
export type ProtectionVariant = 'redirect' | 'account-card';

function RedirectToAuth() {
  const location = useLocation();
  const path = location.pathname + location.search + location.hash;
  // Written in an effect, not during render: rendering must stay free of side effects.
  // (Navigate's own effect runs in the same commit, so the key is stored before /auth renders.)
  useEffect(() => rememberRedirectAfterLogin(path), [path]);
  return <Navigate to="/auth" replace />;
}

/** Signed-in users only: a spinner while the session loads, then the page or the chosen refusal. */
export function ProtectedRoute({
  children,
  variant = 'redirect',
}: {
  children: ReactNode;
  variant?: ProtectionVariant;
}) {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'anonymous') return variant === 'redirect' ? <RedirectToAuth /> : <AccountRequiredCard />;
  return <>{children}</>;
}
