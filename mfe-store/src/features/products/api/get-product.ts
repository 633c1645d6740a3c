import { apiJson } from '@petcora/api-client';
import type { Product } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCTS_PATH } from './get-products';

/** GET /api/products/{id}: one product, for the dialog opened from a link. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiJson<Product>(`${PRODUCTS_PATH}/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: [PRODUCTS_PATH, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** The product, shown at once from the list when the card was clicked (placeholder), then read from the server. */
export function useProduct(id: string | null, placeholder?: Product) {
  return useQuery({
    ...productQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}
