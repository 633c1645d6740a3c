import { apiJson } from '@petcora/api-client';
import type { Wishlist } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { WISHLIST_PATH } from '../../../lib/query-keys';
import { useWishlistChange } from './use-wishlist-change';

/** DELETE /api/wishlist/{productId} (members). */
export function removeFromWishlist({
  productId,
}: {
  productId: string;
  name: string;
}): Promise<Wishlist | undefined> {
  return apiJson<Wishlist | undefined>(`${WISHLIST_PATH}/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveFromWishlist() {
  return useWishlistChange(removeFromWishlist, {
    failureTitle: 'Could not remove from wishlist',
    onChanged: (name) => toast({ title: 'Removed from wishlist', description: name }),
  });
}
