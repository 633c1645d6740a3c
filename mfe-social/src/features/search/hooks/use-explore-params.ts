import type { PetType } from '@petcora/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normaliseQuery, parsePetType } from '../lib/explore-params';

/**
 * /explore's state lives in the address: `?q=` (search text) and `?type=` (pet-type chip), so back and forward
 * step through searches and a shared link restores them. Each change is a new history entry.
 */
export function useExploreParams() {
  const [params, setParams] = useSearchParams();
  const q = normaliseQuery(params.get('q'));
  const petType = parsePetType(params.get('type'));

  const update = useCallback(
    (change: { q?: string; petType?: PetType | null }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (change.q !== undefined) {
          const text = normaliseQuery(change.q);
          if (text) next.set('q', text);
          else next.delete('q');
        }
        if (change.petType !== undefined) {
          if (change.petType) next.set('type', change.petType);
          else next.delete('type');
        }
        return next;
      }),
    [setParams],
  );

  return { q, petType, update };
}
