import type { CatalogStats } from '@petcora/contracts';
import { Badge, Skeleton } from '@petcora/ui/feedback';
import { Card } from '@petcora/ui/card';
import { formatUsd } from '@petcora/validation/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './query-error';
import { Timestamp } from './timestamp';

/** How many recent products the admin page shows (spec §9). */
export const RECENT_PRODUCTS_SHOWN = 5;

/** The five newest available products, synced or added by hand. */
export function RecentProducts({ stats }: { stats: UseQueryResult<CatalogStats> }) {
  return (
    <section aria-labelledby="catalog-recent-title" className="catalog-sync-section">
      <h2 id="catalog-recent-title">Recent products</h2>
      {stats.isError ? (
        <QueryError error={stats.error} what="the recent products" />
      ) : !stats.data ? (
        <Card aria-busy="true">
          <span className="pc-visually-hidden">Loading recent products</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="catalog-sync-skeleton-row" />
          ))}
        </Card>
      ) : stats.data.recentProducts.length === 0 ? (
        <Card>
          <p className="pc-muted">No products yet.</p>
        </Card>
      ) : (
        <Card>
          <ul className="catalog-recent">
            {stats.data.recentProducts.slice(0, RECENT_PRODUCTS_SHOWN).map((product) => (
              <li key={product.id} aria-label={product.name} className="catalog-recent__item">
                <div>
                  <span className="catalog-recent__name">{product.name}</span>
                  <span className="pc-muted catalog-recent__meta">
                    {product.category ?? 'Uncategorised'} · added <Timestamp iso={product.createdAt} />
                  </span>
                </div>
                <div className="catalog-recent__side">
                  <Badge tone={product.squareItemId ? 'primary' : 'neutral'}>
                    {product.squareItemId ? 'Square' : 'Manual'}
                  </Badge>
                  <span className="catalog-recent__price">{formatUsd(product.price)}</span>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
