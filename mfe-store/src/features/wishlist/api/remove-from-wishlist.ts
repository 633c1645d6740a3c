import { apiJson } from '@petcora/api-client';
import type { Wishlist } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure } from '../../../lib/toast-failure';
import { WISHLIST_PATH } from '../../../lib/query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_answer, { name }) => {
      void queryClient.invalidateQueries({ queryKey: [WISHLIST_PATH] });
      toast({ title: 'Removed from wishlist', description: name });
    },
    onError: toastFailure('Could not remove from wishlist'),
  });
}
