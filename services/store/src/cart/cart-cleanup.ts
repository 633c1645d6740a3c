import type { DataSource, EntityManager } from 'typeorm';
import { VISITOR_CART_EXPIRED } from './visitor-cart-expiry';

/** At most this many batches per run, so one run cannot go on for ever; the next run takes the rest. */
export const MAX_BATCHES_PER_RUN = 1_000;

/**
 * Deletes up to `batchSize` expired visitor carts and their lines in ONE statement (answers how many carts went).
 * Carts another transaction holds (a change in progress) are skipped, not waited for; a row changed meanwhile is
 * checked again by FOR UPDATE, so a cart renewed at that moment stays. Member carts are never touched.
 */
export async function deleteExpiredVisitorCartsBatch(
  db: DataSource | EntityManager,
  batchSize: number,
): Promise<number> {
  const rows = await db.query<{ n: number }[]>(
    `WITH doomed AS (
       SELECT c.id FROM carts c WHERE ${VISITOR_CART_EXPIRED}
       ORDER BY c.updated_at LIMIT $1 FOR UPDATE SKIP LOCKED
     ), lines AS (
       DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM doomed)
     ), gone AS (
       DELETE FROM carts WHERE id IN (SELECT id FROM doomed) RETURNING id
     )
     SELECT count(*)::int AS n FROM gone`,
    [batchSize],
  );
  return rows[0]?.n ?? 0;
}

/** One clean-up run: batches until a batch comes back short (or MAX_BATCHES_PER_RUN); answers the carts deleted. */
export async function deleteExpiredVisitorCarts(db: DataSource, batchSize: number): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const deleted = await deleteExpiredVisitorCartsBatch(db, batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}
