import { AdminGate } from '../components/admin-gate';
import { CatalogSyncPanel } from '../features/catalog-sync/components/catalog-sync-panel';
import '../features/catalog-sync/components/catalog-sync.css';

/**
 * /admin/square: the catalogue sync admin page. Admins only: a visitor is asked to sign in (and comes back
 * here), a member sees 'Admins only'; the store's API refuses both anyway (401/403). See docs/store-admin-square.md.
 */
export default function AdminSquarePage() {
  return (
    <div className="pc-container pc-page admin-square-page">
      <div>
        <h1>Square Catalog Sync</h1>
        <p className="pc-muted admin-square-page__intro">
          Bring the Square catalogue into the store and review what it holds.
        </p>
      </div>
      <AdminGate
        path="/admin/square"
        signInText="Please sign in as an admin to manage the catalogue."
        cardClassName="admin-square-page__gate"
      >
        <CatalogSyncPanel />
      </AdminGate>
    </div>
  );
}
