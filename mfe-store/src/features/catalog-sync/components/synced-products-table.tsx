import { CATALOG_PRODUCTS_DEFAULT_LIMIT, type CatalogProductsSortField } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { formatUsd } from '@petcora/validation/money';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { useSyncedProducts, type SortOrder, type SyncedProductsQuery } from '../api/get-synced-products';
import { QueryError } from './query-error';
import { StatusPill } from './status-pill';
import { Timestamp } from './timestamp';

const SORTABLE: { field: CatalogProductsSortField; label: string; firstOrder: SortOrder }[] = [
  { field: 'name', label: 'Name', firstOrder: 'asc' },
  { field: 'price', label: 'Price', firstOrder: 'asc' },
  { field: 'lastSyncedAt', label: 'Last synced', firstOrder: 'desc' },
];

/** The products that came from Square, unavailable ones included; sortable by name, price or last sync; paged. */
export function SyncedProductsTable() {
  const [query, setQuery] = useState<SyncedProductsQuery>({
    page: 1,
    sortBy: 'lastSyncedAt',
    sortOrder: 'desc',
  });
  const products = useSyncedProducts(query);
  const data = products.data;
  const pages = data
    ? Math.max(1, Math.ceil(data.total / (data.limit || CATALOG_PRODUCTS_DEFAULT_LIMIT)))
    : 1;

  function sortBy(field: CatalogProductsSortField, firstOrder: SortOrder) {
    setQuery((current) => ({
      page: 1,
      sortBy: field,
      sortOrder: current.sortBy === field ? (current.sortOrder === 'asc' ? 'desc' : 'asc') : firstOrder,
    }));
  }

  return (
    <section aria-labelledby="catalog-synced-title" className="catalog-sync-section">
      <h2 id="catalog-synced-title">Catalogue-synced products</h2>
      {products.isError ? (
        <QueryError error={products.error} what="the synced products" />
      ) : !data ? (
        <Card aria-busy="true">
          <span className="pc-visually-hidden">Loading synced products</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="catalog-sync-skeleton-row" />
          ))}
        </Card>
      ) : data.total === 0 ? (
        <Card>
          <p className="pc-muted">No products have been synced from Square yet.</p>
        </Card>
      ) : (
        <Card className="catalog-sync-table-card">
          {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
          <div
            className="catalog-sync-table-scroll"
            role="region"
            aria-labelledby="catalog-synced-title"
            tabIndex={0}
          >
            <table className="catalog-sync-table" aria-busy={products.isPlaceholderData}>
              <caption className="pc-visually-hidden">
                {`Catalogue-synced products, sorted by ${labelOf(query.sortBy)} ${query.sortOrder === 'asc' ? 'ascending' : 'descending'}, page ${data.page} of ${pages}`}
              </caption>
              <thead>
                <tr>
                  <SortHeader query={query} field="name" onSort={sortBy} />
                  <th scope="col">Category</th>
                  <SortHeader query={query} field="price" onSort={sortBy} numeric />
                  <th scope="col">Status</th>
                  <SortHeader query={query} field="lastSyncedAt" onSort={sortBy} />
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.id}>
                    <th scope="row">{product.name}</th>
                    <td>{product.category ?? '—'}</td>
                    <td className="catalog-sync-table__num">{formatUsd(product.price)}</td>
                    <td>
                      {product.available ? (
                        <StatusPill tone="ok">Available</StatusPill>
                      ) : (
                        <StatusPill tone="idle">Unavailable</StatusPill>
                      )}
                    </td>
                    <td>{product.lastSyncedAt ? <Timestamp iso={product.lastSyncedAt} /> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="catalog-sync-pager" aria-label="Synced products pages">
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page <= 1}
              onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous page
            </Button>
            <span aria-live="polite">{`Page ${data.page} of ${pages} · ${data.total.toLocaleString('en-US')} products`}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page >= pages || products.isPlaceholderData}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next page
            </Button>
          </nav>
        </Card>
      )}
    </section>
  );
}

function labelOf(field: CatalogProductsSortField): string {
  return SORTABLE.find((column) => column.field === field)?.label.toLowerCase() ?? field;
}

function SortHeader({
  query,
  field,
  onSort,
  numeric = false,
}: {
  query: SyncedProductsQuery;
  field: CatalogProductsSortField;
  onSort: (field: CatalogProductsSortField, firstOrder: SortOrder) => void;
  numeric?: boolean;
}) {
  const column = SORTABLE.find((candidate) => candidate.field === field)!;
  const active = query.sortBy === field;
  const Icon = !active ? ArrowUpDown : query.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={numeric ? 'catalog-sync-table__num' : undefined}
    >
      <button type="button" className="catalog-sync-sort" onClick={() => onSort(field, column.firstOrder)}>
        {column.label}
        <Icon size={16} strokeWidth={1.75} aria-hidden="true" />
      </button>
    </th>
  );
}
