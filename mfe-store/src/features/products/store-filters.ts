import {
  DEFAULT_SORT,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  PRODUCT_CATEGORIES,
  PRODUCT_PET_TYPES,
  SORT_OPTIONS,
  type SortValue,
} from './catalogue';

/**
 * The store's filters. The address (search params) is their only source of truth: the page reads them from it, Apply
 * writes them to it, so a reload, a shared link and Back all show the same list.
 */
export interface StoreFilters {
  category: string;
  petType: string;
  search: string;
  minPrice: number;
  maxPrice: number;
  isNew: boolean;
  isBestseller: boolean;
  sort: SortValue;
}

export const DEFAULT_FILTERS: StoreFilters = {
  category: '',
  petType: '',
  search: '',
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  isNew: false,
  isBestseller: false,
  sort: DEFAULT_SORT,
};

/** The address parameter that opens the product dialog (kept apart from the filters). */
export const PRODUCT_PARAM = 'product';

const SEARCH_MAX = 200;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  if (!value) return '';
  // Case-insensitive, so a hand-typed ?petType=dog still works; the canonical spelling is kept.
  return allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase()) ?? '';
}

function price(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return fallback;
  const cents = Math.round(Number(value) / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, cents));
}

/** Reads the filters from the address. Anything unknown, malformed or out of range falls back to its default. */
export function filtersFromParams(params: URLSearchParams): StoreFilters {
  let minPrice = price(params.get('minPrice'), PRICE_MIN);
  let maxPrice = price(params.get('maxPrice'), PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = SORT_OPTIONS.find((option) => option.value === params.get('sortBy'))?.value ?? DEFAULT_SORT;
  return {
    category: oneOf(params.get('category'), PRODUCT_CATEGORIES),
    petType: oneOf(params.get('petType'), PRODUCT_PET_TYPES),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    minPrice,
    maxPrice,
    isNew: params.get('isNew') === 'true',
    isBestseller: params.get('isBestseller') === 'true',
    sort,
  };
}

/** The address of these filters: only the ones that differ from the defaults, in a fixed order. */
export function paramsFromFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.petType) params.set('petType', filters.petType);
  const search = filters.search.trim().slice(0, SEARCH_MAX);
  if (search) params.set('search', search);
  if (filters.minPrice !== PRICE_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_MAX) params.set('maxPrice', String(filters.maxPrice));
  if (filters.isNew) params.set('isNew', 'true');
  if (filters.isBestseller) params.set('isBestseller', 'true');
  if (filters.sort !== DEFAULT_SORT) params.set('sortBy', filters.sort);
  return params;
}

/** How many filters narrow the list (sort excluded), for the panel's toggle. */
export function activeFilterCount(filters: StoreFilters): number {
  return [
    filters.category,
    filters.petType,
    filters.search,
    filters.minPrice !== PRICE_MIN || filters.maxPrice !== PRICE_MAX,
    filters.isNew,
    filters.isBestseller,
  ].filter(Boolean).length;
}

/**
 * The query of GET /api/products for these filters: sortBy and sortOrder separately, prices in cents, the full price
 * range sent as no price filter.
 */
export function productQueryOf(filters: StoreFilters): Record<string, string> {
  const sort = SORT_OPTIONS.find((option) => option.value === filters.sort) ?? SORT_OPTIONS[0];
  const query: Record<string, string> = {};
  if (filters.category) query.category = filters.category;
  if (filters.petType) query.petType = filters.petType;
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.minPrice !== PRICE_MIN) query.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== PRICE_MAX) query.maxPrice = String(filters.maxPrice);
  if (filters.isNew) query.isNew = 'true';
  if (filters.isBestseller) query.isBestseller = 'true';
  query.sortBy = sort.sortBy;
  query.sortOrder = sort.sortOrder;
  return query;
}
