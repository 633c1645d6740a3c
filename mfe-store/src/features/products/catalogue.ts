/** The spec's fixed store vocabulary (community-and-store.md §3, §9). */
export { PRODUCT_CATEGORIES, PRODUCT_PET_TYPES } from '@petcora/contracts';

/** Price slider: 0-10000 cents ($0-$100), step 100, default full range. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10_000;
export const PRICE_STEP = 100;

/** Sort options as the address carries them; each is sent as sortBy + sortOrder. */
export const SORT_OPTIONS = [
  { value: 'name-asc', label: 'Name: A to Z', sortBy: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name: Z to A', sortBy: 'name', sortOrder: 'desc' },
  { value: 'price-asc', label: 'Price: Low to High', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: High to Low', sortBy: 'price', sortOrder: 'desc' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'name-asc';

/** Products per 'Load more' page. */
export const PRODUCT_PAGE_SIZE = 12;
