import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products deleted or archived in Square become unavailable (hidden from the store, kept for orders and
 * carts), and the run history records the mode, the incremental begin_time and the detailed counts.
 */
export class CatalogSyncCompleteness1764500000000 implements MigrationInterface {
  name = 'CatalogSyncCompleteness1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN available boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE products ADD COLUMN unavailable_at timestamptz`);
    // The admin page's table of synced products, in each of its sorts (ties by id).
    await q.query(
      `CREATE INDEX products_synced_last_synced_idx ON products (last_synced_at, id) WHERE square_item_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX products_synced_name_idx ON products (name, id) WHERE square_item_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX products_synced_price_idx ON products (price, id) WHERE square_item_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX products_synced_created_idx ON products (created_at, id) WHERE square_item_id IS NOT NULL`,
    );
    // Few rows are unavailable: the full run's reconciliation and the stats find them through this.
    await q.query(`CREATE INDEX products_unavailable_idx ON products (id) WHERE NOT available`);

    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN mode varchar(20) NOT NULL DEFAULT 'full'`);
    // The admin's username at the time (requested_by keeps the id), for the history's "who".
    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN requested_by_name varchar(100)`);
    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN begin_time timestamptz`);
    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN pages integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN products_unchanged integer NOT NULL DEFAULT 0`);
    await q.query(
      `ALTER TABLE catalog_sync_runs ADD COLUMN products_made_unavailable integer NOT NULL DEFAULT 0`,
    );
    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN items_failed integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE catalog_sync_runs ADD COLUMN failed_items jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // "The last successful (full) run" of the incremental policy; the history uses catalog_sync_runs_started_at_idx.
    await q.query(
      `CREATE INDEX catalog_sync_runs_succeeded_idx ON catalog_sync_runs (mode, started_at DESC) WHERE status = 'succeeded'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX catalog_sync_runs_succeeded_idx`);
    for (const column of [
      'failed_items',
      'items_failed',
      'products_made_unavailable',
      'products_unchanged',
      'pages',
      'begin_time',
      'requested_by_name',
      'mode',
    ])
      await q.query(`ALTER TABLE catalog_sync_runs DROP COLUMN ${column}`);
    for (const index of [
      'products_unavailable_idx',
      'products_synced_created_idx',
      'products_synced_price_idx',
      'products_synced_name_idx',
      'products_synced_last_synced_idx',
    ])
      await q.query(`DROP INDEX ${index}`);
    await q.query(`ALTER TABLE products DROP COLUMN unavailable_at`);
    await q.query(`ALTER TABLE products DROP COLUMN available`);
  }
}
