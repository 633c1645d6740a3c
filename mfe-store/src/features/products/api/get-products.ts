import { apiJson } from '@petcora/api-client';
import type { Product } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const PRODUCTS_PATH = '/api/products';

/** GET /api/products: a JSON array of products, prices in integer cents. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiJson<Product[]>(PRODUCTS_PATH, { signal });
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: [PRODUCTS_PATH],
    queryFn: ({ signal }) => getProducts(signal),
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
