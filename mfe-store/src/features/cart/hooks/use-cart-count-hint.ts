import { CART_COUNT_HINT_KEY } from '@petcora/contracts';
import { useEffect } from 'react';

/**
 * Keeps the visitor's item count where the shell can read it without the store's code (`CART_COUNT_HINT_KEY`): the
 * shell loads this cart icon on a later page only when the count is above 0. Members' carts need no hint (the shell
 * always loads the icon for them); storage may be unavailable (private mode), which only costs the hint.
 */
export function useCartCountHint(owner: string | null, count: number | undefined) {
  useEffect(() => {
    if (owner !== 'visitor' || count === undefined) return;
    try {
      if (count > 0) localStorage.setItem(CART_COUNT_HINT_KEY, String(count));
      else localStorage.removeItem(CART_COUNT_HINT_KEY);
    } catch {
      // No storage: the icon still loads on store pages and for members.
    }
  }, [owner, count]);
}
