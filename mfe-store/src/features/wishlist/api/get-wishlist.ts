import { apiJson } from '@petcora/api-client';
import type { Wishlist } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_PATH, wishlistQueryKey } from '../../../lib/query-keys';

/** GET /api/wishlist (members): newest first. */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return apiJson<Wishlist>(WISHLIST_PATH, { signal });
}

export function wishlistQueryOptions(owner: string) {
  return queryOptions({ queryKey: wishlistQueryKey(owner), queryFn: ({ signal }) => getWishlist(signal) });
}

/** The signed-in member's wishlist; never asked for a visitor. */
export function useWishlist() {
  const userId = useSession((state) => (state.status === 'authenticated' ? (state.user?.id ?? null) : null));
  return useQuery({ ...wishlistQueryOptions(userId ?? 'visitor'), enabled: userId !== null });
}
