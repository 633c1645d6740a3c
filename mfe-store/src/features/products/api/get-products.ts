import { apiJson } from '@petcora/api-client';
import type { Product } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '../catalogue';
import { productQueryOf, type StoreFilters } from '../store-filters';

export const PRODUCTS_PATH = '/api/products';

export interface ProductPage {
  products: Product[];
  /** Another page exists after this one. */
  hasMore: boolean;
}

/**
 * GET /api/products?<filters>&limit&offset: one page of the filtered list. It asks for one product more than a page
 * to learn whether another page exists without a second request.
 */
export async function getProducts(
  filters: StoreFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams({
    ...productQueryOf(filters),
    limit: String(PRODUCT_PAGE_SIZE + 1),
    offset: String(page * PRODUCT_PAGE_SIZE),
  });
  const products = await apiJson<Product[]>(`${PRODUCTS_PATH}?${params}`, { signal });
  return { products: products.slice(0, PRODUCT_PAGE_SIZE), hasMore: products.length > PRODUCT_PAGE_SIZE };
}

export function productsQueryOptions(filters: StoreFilters) {
  return infiniteQueryOptions({
    queryKey: [PRODUCTS_PATH, 'list', productQueryOf(filters)],
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ProductPage, pages: ProductPage[]) => (last.hasMore ? pages.length : undefined),
  });
}

export function useProducts(filters: StoreFilters) {
  return useInfiniteQuery(productsQueryOptions(filters));
}
