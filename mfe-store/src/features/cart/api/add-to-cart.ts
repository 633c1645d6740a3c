import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { CART_PATH } from '../../../lib/query-keys';
import { useCartChange } from './use-cart-change';

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
  return useCartChange(addToCart, {
    failureTitle: 'Could not add to cart',
    onChanged: (_cart, { name, quantity }) =>
      toast({ title: 'Added to cart', description: `${quantity} × ${name}`, variant: 'success' }),
  });
}
