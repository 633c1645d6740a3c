import { apiJson } from '@petcora/api-client';
import type { Wishlist } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure } from '../../../lib/toast-failure';
import { WISHLIST_PATH } from '../../../lib/query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (_answer, { name }) => {
      void queryClient.invalidateQueries({ queryKey: [WISHLIST_PATH] });
      toast({ title: 'Added to wishlist', description: name, variant: 'success' });
    },
    onError: toastFailure('Could not add to wishlist'),
  });
}
