import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { Wishlist } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onError: (error) =>
      toast({
        title: 'Could not remove from wishlist',
        description: serverMessageOf(error) ?? 'Please try again.',
        variant: 'destructive',
      }),
  });
}
