import type { Cart } from '@petcora/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CART_PATH } from '../../../lib/query-keys';
import { toastFailure } from '../../../lib/toast-failure';
import { useCartOwner } from '../hooks/use-cart-owner';
import { storeCart } from './get-cart';

interface CartChangeOptions<Input> {
  /** The failure toast's title. */
  failureTitle: string;
  /** After the answer is stored: what the change tells the shopper. */
  onChanged?: (cart: Cart, input: Input) => void;
  /** After the failure toast. */
  onFailed?: (queryClient: QueryClient) => void;
}

/** A change to the cart whose answer, the whole cart, becomes the current owner's cart. */
export function useCartChange<Input>(
  change: (input: Input) => Promise<Cart>,
  { failureTitle, onChanged, onFailed }: CartChangeOptions<Input>,
) {
  const queryClient = useQueryClient();
  const owner = useCartOwner();
  return useMutation({
    mutationFn: change,
    // One cart change at a time, in order: each answer is the whole cart, so a late answer must not win.
    scope: { id: CART_PATH },
    onSuccess: (cart, input) => {
      storeCart(queryClient, owner, cart);
      onChanged?.(cart, input);
    },
    onError: (error) => {
      toastFailure(failureTitle)(error);
      onFailed?.(queryClient);
    },
  });
}
