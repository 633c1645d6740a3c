/** The store's admin endpoints for the catalogue (libs/shared/contracts/src/catalog-sync.ts); admins only. */
export const SYNC_PATH = '/api/products/sync-square';
export const SYNC_RUNS_PATH = '/api/products/sync-runs';
export const CATALOG_STATS_PATH = '/api/products/catalog-stats';
export const CATALOG_PRODUCTS_PATH = '/api/products/catalog-products';
/** The public product list's cache (the /store grid): a finished sync makes it stale. */
export const PUBLIC_PRODUCTS_PATH = '/api/products';
