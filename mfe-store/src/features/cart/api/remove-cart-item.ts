import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure } from '../../../lib/toast-failure';
import { CART_PATH } from '../../../lib/query-keys';
import { useCartOwner } from '../hooks/use-cart-owner';
import { storeCart } from './get-cart';

/** DELETE /api/cart/items/{productId}: removes the line; answers the whole cart. */
export function removeCartItem({ productId }: { productId: string; name: string }): Promise<Cart> {
  return apiJson<Cart>(`${CART_PATH}/items/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  return useMutation({
    mutationFn: removeCartItem,
    // One cart change at a time, in order: each answer is the whole cart, so a late answer must not win.
    scope: { id: CART_PATH },
    onSuccess: (cart, { name }) => {
      storeCart(queryClient, owner, cart);
      toast({ title: 'Removed from cart', description: name });
    },
    onError: toastFailure('Could not remove the item'),
  });
}
