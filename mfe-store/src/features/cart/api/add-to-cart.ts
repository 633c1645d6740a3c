import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure } from '../../../lib/toast-failure';
import { CART_PATH } from '../../../lib/query-keys';
import { useCartOwner } from '../hooks/use-cart-owner';
import { storeCart } from './get-cart';

export interface AddToCartInput {
  productId: string;
  quantity: number;
  /** For the toast. */
  name: string;
}

/** POST /api/cart/items {productId, quantity}: adds to the line (the server caps it) and answers the whole cart. */
export function addToCart({ productId, quantity }: AddToCartInput): Promise<Cart> {
  return apiJson<Cart>(`${CART_PATH}/items`, { method: 'POST', json: { productId, quantity } });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  return useMutation({
    mutationFn: addToCart,
    // One cart change at a time, in order: each answer is the whole cart, so a late answer must not win.
    scope: { id: CART_PATH },
    onSuccess: (cart, { name, quantity }) => {
      storeCart(queryClient, owner, cart);
      toast({ title: 'Added to cart', description: `${quantity} × ${name}`, variant: 'success' });
    },
    onError: toastFailure('Could not add to cart'),
  });
}
