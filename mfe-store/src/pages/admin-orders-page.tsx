import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { Link } from 'react-router-dom';
import { AdminOrdersPanel } from '../features/admin-orders/components/admin-orders-panel';
import { signInHref } from '@petcora/session/redirect-after-login';

const PATH = '/admin/orders';

/**
 * /admin/orders: every order for operators. Admins only, gated like /admin/square: a visitor is asked to sign in, a
 * member sees 'Admins only'; the store's API refuses both anyway (401/403).
 */
export default function AdminOrdersPage() {
  const session = useSession((state) => state.status);
  const role = useSession((state) => state.user?.role ?? null);
  return (
    <div className="pc-container pc-page">
      <h1>Orders</h1>
      {session === 'loading' ? (
        <PageSpinner label="Checking your session" />
      ) : session === 'anonymous' ? (
        <Card>
          <p>Please sign in as an admin to manage orders.</p>
          <Link to={signInHref(PATH)} className={buttonClassName('primary')}>
            Sign in
          </Link>
        </Card>
      ) : role !== 'admin' ? (
        <Card role="alert">
          <h2>Admins only</h2>
          <p>This page is for store admins; your account does not have access.</p>
          <Link to="/store" className={buttonClassName('secondary')}>
            Back to the store
          </Link>
        </Card>
      ) : (
        <AdminOrdersPanel />
      )}
    </div>
  );
}
