import type { PetType } from '@petcora/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UUID_PATTERN } from '@petcora/validation/ids';
import { normaliseQuery, parsePetType } from '../lib/explore-params';

/**
 * /explore's state lives in the address: `?q=` (search text), `?type=` (pet-type chip) and `?product=`, so back and forward
 * step through searches and a shared link restores them. Each change is a new history entry.
 */
export function useExploreParams() {
  const [params, setParams] = useSearchParams();
  const q = normaliseQuery(params.get('q'));
  const petType = parsePetType(params.get('type'));
  // `?product=` (a store product id, from the product dialog's 'From the community'): the posts tagging it.
  const product = params.get('product');
  const productId = product && UUID_PATTERN.test(product) ? product : null;

  const update = useCallback(
    (change: { q?: string; petType?: PetType | null }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (change.q !== undefined) {
          const text = normaliseQuery(change.q);
          if (text) next.set('q', text);
          else next.delete('q');
        }
        // Searching or choosing a chip leaves the product's list.
        next.delete('product');
        if (change.petType !== undefined) {
          if (change.petType) next.set('type', change.petType);
          else next.delete('type');
        }
        return next;
      }),
    [setParams],
  );

  return { q, petType, productId, update };
}
