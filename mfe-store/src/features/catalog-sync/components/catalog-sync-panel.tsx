import { useCatalogStats } from '../api/get-catalog-stats';
import { useCatalogSync } from '../hooks/use-catalog-sync';
import { CatalogStatCards } from './catalog-stat-cards';
import { RecentProducts } from './recent-products';
import { SyncCard } from './sync-card';
import { SyncRunsTable } from './sync-runs-table';
import { SyncedProductsTable } from './synced-products-table';
import './catalog-sync.css';

/** Everything an admin sees on /admin/square: stats, the sync card, recent products, synced products, run history. */
export function CatalogSyncPanel() {
  const stats = useCatalogStats();
  const sync = useCatalogSync();
  return (
    <>
      <CatalogStatCards stats={stats} />
      <div className="admin-square-page__row">
        <SyncCard
          view={sync.view}
          busy={sync.busy}
          onStart={sync.startSync}
          lastSyncedAt={stats.data?.lastSyncedAt ?? null}
        />
        <RecentProducts stats={stats} />
      </div>
      <SyncedProductsTable />
      <SyncRunsTable runs={sync.runs} />
    </>
  );
}
