import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CART_PATH, cartQueryKey } from '../../../lib/query-keys';
import { useCartOwner } from '../hooks/use-cart-owner';

/** GET /api/cart: the visitor's (cookie) or the member's cart, priced by the server. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiJson<Cart>(CART_PATH, { signal });
}

export function cartQueryOptions(owner: string) {
  return queryOptions({
    queryKey: cartQueryKey(owner),
    queryFn: ({ signal }) => getCart(signal),
  });
}

export function useCart() {
  const owner = useCartOwner();
  return useQuery({ ...cartQueryOptions(owner ?? 'loading'), enabled: owner !== null });
}

/** Every cart call answers the whole cart: store it as the current owner's cart. */
export function storeCart(queryClient: QueryClient, owner: string | null, cart: Cart) {
  queryClient.setQueryData(cartQueryKey(owner ?? 'visitor'), cart);
}
