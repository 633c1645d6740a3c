import type { CatalogStats } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { formatUsd } from '@petcora/validation/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './query-error';

const CARDS: {
  key: keyof Pick<CatalogStats, 'totalProducts' | 'syncedProducts' | 'manualProducts' | 'averagePrice'>;
  label: string;
}[] = [
  { key: 'totalProducts', label: 'Total products' },
  { key: 'syncedProducts', label: 'Catalogue-synced products' },
  { key: 'manualProducts', label: 'Manual products' },
  { key: 'averagePrice', label: 'Average price' },
];

/** The four stat cards: available products, how many came from Square, how many were added by hand, average price. */
export function CatalogStatCards({ stats }: { stats: UseQueryResult<CatalogStats> }) {
  if (stats.isError) return <QueryError error={stats.error} what="the catalogue figures" />;
  return (
    <dl className="catalog-sync-stats" aria-busy={stats.isPending}>
      {CARDS.map(({ key, label }) => (
        <Card key={key} className="catalog-sync-stat">
          <dt>{label}</dt>
          <dd>
            {stats.data ? (
              key === 'averagePrice' ? (
                formatUsd(stats.data.averagePrice)
              ) : (
                stats.data[key].toLocaleString('en-US')
              )
            ) : (
              <>
                <Skeleton className="catalog-sync-stat__skeleton" />
                <span className="pc-visually-hidden">Loading</span>
              </>
            )}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
