import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products and catalogue sync history, with indexes for every store filter and sort. */
export class CreateCatalog1763700000000 implements MigrationInterface {
  name = 'CreateCatalog1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
    await q.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        square_item_id varchar(64) UNIQUE,
        square_variation_id varchar(64) UNIQUE,
        name varchar(255) NOT NULL,
        description text,
        price integer NOT NULL CHECK (price >= 0),
        image_url text,
        category varchar(100),
        pet_type varchar(50),
        featured boolean NOT NULL DEFAULT false,
        is_new boolean NOT NULL DEFAULT false,
        is_bestseller boolean NOT NULL DEFAULT false,
        attributes jsonb,
        square_data jsonb,
        last_synced_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX products_category_idx ON products (category)`);
    await q.query(`CREATE INDEX products_pet_type_idx ON products (pet_type)`);
    await q.query(`CREATE INDEX products_price_idx ON products (price)`);
    await q.query(`CREATE INDEX products_name_idx ON products (name)`);
    await q.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC)`);
    await q.query(`CREATE INDEX products_is_new_idx ON products (is_new) WHERE is_new`);
    await q.query(`CREATE INDEX products_is_bestseller_idx ON products (is_bestseller) WHERE is_bestseller`);
    await q.query(`CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE catalog_sync_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_id varchar(100) NOT NULL,
        attempt integer NOT NULL DEFAULT 1,
        status varchar(20) NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
        requested_by varchar(100) NOT NULL,
        items_seen integer NOT NULL DEFAULT 0,
        products_upserted integer NOT NULL DEFAULT 0,
        error text,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX catalog_sync_runs_started_at_idx ON catalog_sync_runs (started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog_sync_runs`);
    await q.query(`DROP TABLE products`);
  }
}
