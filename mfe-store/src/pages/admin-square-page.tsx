import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { Link } from 'react-router-dom';
import { CatalogSyncPanel } from '../features/catalog-sync/components/catalog-sync-panel';
import { signInHref } from '@petcora/session/redirect-after-login';
import '../features/catalog-sync/components/catalog-sync.css';

const PATH = '/admin/square';

/**
 * /admin/square: the catalogue sync admin page. Admins only: a visitor is asked to sign in (and comes back
 * here), a member sees 'Admins only'; the store's API refuses both anyway (401/403). See docs/store-admin-square.md.
 */
export default function AdminSquarePage() {
  const session = useSession((state) => state.status);
  const role = useSession((state) => state.user?.role ?? null);
  return (
    <div className="pc-container pc-page admin-square-page">
      <div>
        <h1>Square Catalog Sync</h1>
        <p className="pc-muted admin-square-page__intro">
          Bring the Square catalogue into the store and review what it holds.
        </p>
      </div>
      {session === 'loading' ? (
        <PageSpinner label="Checking your session" />
      ) : session === 'anonymous' ? (
        <Card className="admin-square-page__gate">
          <p>Please sign in as an admin to manage the catalogue.</p>
          <Link to={signInHref(PATH)} className={buttonClassName('primary')}>
            Sign in
          </Link>
        </Card>
      ) : role !== 'admin' ? (
        <Card className="admin-square-page__gate" role="alert">
          <h2>Admins only</h2>
          <p>This page is for store admins; your account does not have access.</p>
          <Link to="/store" className={buttonClassName('secondary')}>
            Back to the store
          </Link>
        </Card>
      ) : (
        <CatalogSyncPanel />
      )}
    </div>
  );
}
