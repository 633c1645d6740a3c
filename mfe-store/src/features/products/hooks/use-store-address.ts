import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { filtersFromParams, paramsFromFilters, PRODUCT_PARAM, type StoreFilters } from '../store-filters';

const STORE_PATH = '/store';

interface StoreLocationState {
  /** Set when the dialog was opened from the list, so closing it can go Back to exactly that list. */
  productOpenedFromList?: boolean;
}

/**
 * The store's state in the address: the active filters and the open product. Every change is a new history entry, so
 * Back undoes a filter or closes the dialog.
 */
export function useStoreAddress() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const search = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const productId = params.get(PRODUCT_PARAM) || null;

  const applyFilters = useCallback(
    (next: StoreFilters) => {
      const query = paramsFromFilters(next).toString();
      navigate(query ? `${STORE_PATH}?${query}` : STORE_PATH);
    },
    [navigate],
  );

  const resetFilters = useCallback(() => navigate(STORE_PATH), [navigate]);

  const openProduct = useCallback(
    (id: string) => {
      const next = new URLSearchParams(search);
      next.set(PRODUCT_PARAM, id);
      navigate(`${STORE_PATH}?${next}`, {
        state: { productOpenedFromList: true } satisfies StoreLocationState,
      });
    },
    [navigate, search],
  );

  const openedFromList = (location.state as StoreLocationState | null)?.productOpenedFromList === true;
  const closeProduct = useCallback(() => {
    if (openedFromList) {
      navigate(-1);
      return;
    }
    // Opened from a link: there is no list entry to go back to, so drop the parameter in place.
    const next = new URLSearchParams(search);
    next.delete(PRODUCT_PARAM);
    const query = next.toString();
    navigate(query ? `${STORE_PATH}?${query}` : STORE_PATH, { replace: true });
  }, [navigate, openedFromList, search]);

  return { filters, productId, applyFilters, resetFilters, openProduct, closeProduct };
}
