import { apiJson } from '@petcora/api-client';
import {
  CATALOG_PRODUCTS_DEFAULT_LIMIT,
  type CatalogProductsSortField,
  type SyncedProductsPage,
} from '@petcora/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_PRODUCTS_PATH } from './paths';

export type SortOrder = 'asc' | 'desc';

export interface SyncedProductsQuery {
  /** 1-based. */
  page: number;
  sortBy: CatalogProductsSortField;
  sortOrder: SortOrder;
}

/** GET /api/products/catalog-products?page&limit&sortBy&sortOrder: one page of the products that came from Square. */
export function getSyncedProducts(
  query: SyncedProductsQuery,
  signal?: AbortSignal,
): Promise<SyncedProductsPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(CATALOG_PRODUCTS_DEFAULT_LIMIT),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  return apiJson<SyncedProductsPage>(`${CATALOG_PRODUCTS_PATH}?${params}`, { signal });
}

export function syncedProductsQueryOptions(query: SyncedProductsQuery) {
  return queryOptions({
    queryKey: [CATALOG_PRODUCTS_PATH, query.sortBy, query.sortOrder, query.page],
    queryFn: ({ signal }) => getSyncedProducts(query, signal),
  });
}

/** Keeps the page on screen while the next one loads, so the table does not jump. */
export function useSyncedProducts(query: SyncedProductsQuery) {
  return useQuery({ ...syncedProductsQueryOptions(query), placeholderData: keepPreviousData });
}
