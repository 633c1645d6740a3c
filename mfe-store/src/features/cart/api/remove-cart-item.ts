import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { CART_PATH } from '../../../lib/query-keys';
import { useCartChange } from './use-cart-change';

/** DELETE /api/cart/items/{productId}: removes the line; answers the whole cart. */
export function removeCartItem({ productId }: { productId: string; name: string }): Promise<Cart> {
  return apiJson<Cart>(`${CART_PATH}/items/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  return useCartChange(removeCartItem, {
    failureTitle: 'Could not remove the item',
    onChanged: (_cart, { name }) => toast({ title: 'Removed from cart', description: name }),
  });
}
