/**
 * Catalogue sync admin API: services/store answers, the /admin/square page (mfe-store) reads.
 * Every endpoint below is admins only: 401 JSON without a session, 403 JSON `{ message }` for a member.
 * Money is integer cents; times are ISO-8601 strings.
 *
 * - POST /api/products/sync-square                       → 202 StartCatalogSyncResponse
 *     (body optional: { mode?: 'full' | 'incremental' }; default 'auto' = the worker decides, see CatalogSyncMode).
 *     While a manual sync waits or runs, another click joins it (same jobId).
 *     503 `{ message }` when the queue (Redis) is unreachable.
 * - GET  /api/products/sync-square/:jobId                → CatalogSyncJobStatus (poll every ~1 s while state is
 *     'waiting' | 'active' | 'delayed'); 400 bad id, 404 unknown/expired job.
 * - GET  /api/products/sync-runs?limit=20                → CatalogSyncRun[] newest first (limit 1..100, default 20).
 * - GET  /api/products/catalog-stats                     → CatalogStats.
 * - GET  /api/products/catalog-products?page&limit&sortBy&sortOrder → SyncedProductsPage: the table of products that
 *     came from Square (squareItemId set), INCLUDING unavailable ones (with `available:false`), which the public
 *     GET /api/products hides. sortBy: CATALOG_PRODUCTS_SORT_FIELDS (default 'lastSyncedAt'), sortOrder 'asc'|'desc'
 *     (default 'desc'), page 1-based (default 1), limit 1..100 (default 20). 400 `{ message }` on anything else.
 * - Bull Board: /admin/queues (admins only) shows queues CATALOG_SYNC_QUEUE and ACCOUNT_EVENTS_QUEUE
 *     (QUEUE_DASHBOARD_PATH below); the page links to it.
 */
import type { Product } from './api';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** 'full' lists the whole catalogue and reconciles (unavailable = not seen); 'incremental' asks only for changes. */
export type CatalogSyncMode = 'full' | 'incremental';
/** What an admin may ask for; 'auto' (default): incremental after a successful full run, full every so often. */
export type CatalogSyncRequestedMode = CatalogSyncMode | 'auto';

export interface StartCatalogSyncRequest {
  mode?: CatalogSyncRequestedMode;
}

export interface StartCatalogSyncResponse {
  /** 'Catalog sync started' — the page shows it in the 'Sync Successful' toast only once the job completed. */
  message: string;
  jobId: string;
}

/** Reported by the worker through BullMQ's job.updateProgress while it runs. */
export interface CatalogSyncProgress {
  mode: CatalogSyncMode;
  /** Square API pages read so far. */
  pages: number;
  /** Square ITEM objects seen so far. */
  itemsSeen: number;
  /** Products written (inserted or changed) so far. */
  productsUpserted: number;
}

export interface CatalogSyncFailedItem {
  /** Square object id of the item. */
  squareItemId: string;
  /** e.g. 'no-name', 'no-priced-variation', 'unsupported-currency', or a database error text. */
  reason: string;
}

/** Counts of one run (also the completed job's result). */
export interface CatalogSyncCounts {
  pages: number;
  /** ITEM objects Square returned. */
  itemsSeen: number;
  /** Rows inserted or actually changed (an unchanged catalogue writes 0). */
  productsUpserted: number;
  /** Items seen whose product was already identical. */
  productsUnchanged: number;
  /** Products made unavailable (deleted/archived in Square, or, on a full run, no longer listed). */
  productsMadeUnavailable: number;
  /** Items recorded and skipped; the run still succeeds. At most 100 listed, `itemsFailed` counts all. */
  itemsFailed: number;
  failedItems: CatalogSyncFailedItem[];
}

export type CatalogSyncJobState =
  'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'prioritized' | 'waiting-children' | 'unknown';

export interface CatalogSyncJobStatus {
  id: string;
  state: CatalogSyncJobState;
  /** null before the worker reported anything. */
  progress: CatalogSyncProgress | null;
  /** Set once state is 'completed'. */
  result: (CatalogSyncCounts & { mode: CatalogSyncMode }) | null;
  /** Last error (state 'failed', or 'delayed' waiting for a retry). */
  failedReason: string | null;
  attemptsMade: number;
  /** Attempts BullMQ will make in all. */
  attempts: number;
}

export type CatalogSyncRunStatus = 'running' | 'succeeded' | 'failed';

/** One attempt of a sync job, from store.catalog_sync_runs. */
export interface CatalogSyncRun extends CatalogSyncCounts {
  id: string;
  jobId: string;
  attempt: number;
  status: CatalogSyncRunStatus;
  mode: CatalogSyncMode;
  /** The admin's username who started it, or 'schedule'. (`requestedBy` is the raw id or 'schedule'.) */
  trigger: string;
  requestedBy: string;
  startedAt: string;
  finishedAt: string | null;
  /** finishedAt − startedAt in ms; null while running. */
  durationMs: number | null;
  /** Incremental runs: the begin_time asked of Square (ISO); null on full runs. */
  beginTime: string | null;
  error: string | null;
}

export interface CatalogStats {
  /** Available products (what /store can show). */
  totalProducts: number;
  /** Available products that came from Square. */
  syncedProducts: number;
  /** Available products without squareItemId. */
  manualProducts: number;
  /** Average price of available products, cents (rounded); 0 when none. */
  averagePrice: number;
  /** The five newest available products. */
  recentProducts: Product[];
  /**
   * When the catalogue was last known in sync: the finish of the latest successful run, else the latest
   * product last_synced_at (a product's last change from Square); null if never synced.
   */
  lastSyncedAt: string | null;
}

export const CATALOG_PRODUCTS_SORT_FIELDS = ['name', 'price', 'lastSyncedAt', 'createdAt'] as const;
export type CatalogProductsSortField = (typeof CATALOG_PRODUCTS_SORT_FIELDS)[number];
export const CATALOG_PRODUCTS_DEFAULT_LIMIT = 20;

export interface SyncedProduct extends Product {
  /** False once deleted/archived in Square: hidden from /store, kept for orders and carts. */
  available: boolean;
}

export interface SyncedProductsPage {
  products: SyncedProduct[];
  total: number;
  page: number;
  limit: number;
}
