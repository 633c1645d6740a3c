import { apiJson } from '@petcora/api-client';
import type { Cart } from '@petcora/contracts';
import { CART_PATH } from '../../../lib/query-keys';
import { useCartChange } from './use-cart-change';

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
  return useCartChange(updateCartItem, {
    failureTitle: 'Could not update the quantity',
    // The field shows what was typed: read the server's cart again so it shows the truth.
    onFailed: (queryClient) => void queryClient.invalidateQueries({ queryKey: [CART_PATH] }),
  });
}
