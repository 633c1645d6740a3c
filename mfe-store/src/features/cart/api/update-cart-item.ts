import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure } from '../../../lib/toast-failure';
import { CART_PATH } from '../../../lib/query-keys';
import { useCartOwner } from '../hooks/use-cart-owner';
import { storeCart } from './get-cart';

/** PATCH /api/cart/items/{productId} {quantity}: sets the line's quantity; answers the whole cart. */
export function updateCartItem({
  productId,
  quantity,
}: {
  productId: string;
  quantity: number;
}): Promise<Cart> {
  return apiJson<Cart>(`${CART_PATH}/items/${encodeURIComponent(productId)}`, {
    method: 'PATCH',
    json: { quantity },
  });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  return useMutation({
    mutationFn: updateCartItem,
    // One cart change at a time, in order: each answer is the whole cart, so a late answer must not win.
    scope: { id: CART_PATH },
    onSuccess: (cart) => storeCart(queryClient, owner, cart),
    onError: (error) => {
      toastFailure('Could not update the quantity')(error);
      // The field shows what was typed: read the server's cart again so it shows the truth.
      void queryClient.invalidateQueries({ queryKey: [CART_PATH] });
    },
  });
}
