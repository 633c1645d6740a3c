import type { Wishlist } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WISHLIST_PATH } from '../../../lib/query-keys';
import { toastFailure } from '../../../lib/toast-failure';

/** A change to the member's wishlist: the list is read again, then `onChanged` tells the member (a toast). */
export function useWishlistChange<Input extends { name: string }>(
  change: (input: Input) => Promise<Wishlist | undefined>,
  { failureTitle, onChanged }: { failureTitle: string; onChanged: (name: string) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, { name }) => {
      void queryClient.invalidateQueries({ queryKey: [WISHLIST_PATH] });
      onChanged(name);
    },
    onError: toastFailure(failureTitle),
  });
}
