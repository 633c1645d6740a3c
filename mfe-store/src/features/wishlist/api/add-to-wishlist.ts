import { apiJson } from '@petcora/api-client';
import type { Wishlist } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { WISHLIST_PATH } from '../../../lib/query-keys';
import { useWishlistChange } from './use-wishlist-change';

/** POST /api/wishlist {productId} (members). */
export function addToWishlist({
  productId,
}: {
  productId: string;
  name: string;
}): Promise<Wishlist | undefined> {
  return apiJson<Wishlist | undefined>(WISHLIST_PATH, { method: 'POST', json: { productId } });
}

export function useAddToWishlist() {
  return useWishlistChange(addToWishlist, {
    failureTitle: 'Could not add to wishlist',
    onChanged: (name) => toast({ title: 'Added to wishlist', description: name, variant: 'success' }),
  });
}
