import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: every sort of GET /api/products walks an index in order (ties broken by id, as the query does), the two
 * flag filters have partial indexes in the default order, and name search has a trigram index like descriptions.
 */
export class ProductSortIndexes1764400000000 implements MigrationInterface {
  name = 'ProductSortIndexes1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS products_name_id_idx ON products (name, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS products_price_id_idx ON products (price, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS products_created_at_id_idx ON products (created_at, id)`);
    await q.query(`CREATE INDEX IF NOT EXISTS products_new_name_idx ON products (name, id) WHERE is_new`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS products_bestseller_name_idx ON products (name, id) WHERE is_bestseller`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS products_pet_type_lower_price_idx ON products (lower(pet_type), price)`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (name gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'products_name_trgm_idx',
      'products_pet_type_lower_price_idx',
      'products_bestseller_name_idx',
      'products_new_name_idx',
      'products_created_at_id_idx',
      'products_price_id_idx',
      'products_name_id_idx',
    ])
      await q.query(`DROP INDEX IF EXISTS ${index}`);
  }
}
