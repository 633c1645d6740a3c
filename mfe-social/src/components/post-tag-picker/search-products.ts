import { apiJson } from '@petcora/api-client';
import type { Product } from '@petcora/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** How many catalogue matches the picker offers at once. */
export const PRODUCT_MATCHES_SHOWN = 6;

/** GET /api/products?search&limit (the store's public catalogue). */
export function searchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({ search: text, limit: String(PRODUCT_MATCHES_SHOWN) });
  return apiJson<Product[]>(`/api/products?${query}`, { signal });
}

export function productSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['/api/products', 'tag-picker', text],
    queryFn: ({ signal }) => searchProducts(text, signal),
  });
}

/** As the member types (the previous matches stay while the next ones load). */
export function useProductSearch(text: string, enabled: boolean) {
  return useQuery({ ...productSearchQueryOptions(text), enabled, placeholderData: keepPreviousData });
}
