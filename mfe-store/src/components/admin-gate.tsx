import { useSession } from '@petcora/session';
import { signInHref } from '@petcora/session/redirect-after-login';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * An admin page's content by who is signed in: a spinner while that is checked, a sign-in card for a visitor (who
 * comes back to `path`), 'Admins only' for a member and `children` for an admin. The store's API refuses the first
 * two anyway.
 */
export function AdminGate({
  path,
  signInText,
  cardClassName,
  children,
}: {
  path: string;
  signInText: string;
  cardClassName?: string;
  children: ReactNode;
}) {
  const session = useSession((state) => state.status);
  const role = useSession((state) => state.user?.role ?? null);
  if (session === 'loading') return <PageSpinner label="Checking your session" />;
  if (session === 'anonymous')
    return (
      <Card className={cardClassName}>
        <p>{signInText}</p>
        <Link to={signInHref(path)} className={buttonClassName('primary')}>
          Sign in
        </Link>
      </Card>
    );
  if (role !== 'admin')
    return (
      <Card className={cardClassName} role="alert">
        <h2>Admins only</h2>
        <p>This page is for store admins; your account does not have access.</p>
        <Link to="/store" className={buttonClassName('secondary')}>
          Back to the store
        </Link>
      </Card>
    );
  return children;
}
