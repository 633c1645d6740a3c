import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every sort of GET /api/products walks an index in its order (ties broken by id, as the query does), the
 * NEW and BESTSELLER filters have partial indexes in the default (name) order, and a pet-type filter can range over
 * price. They replace the single-column indexes of the first migration, which no list query could use for its order.
 * (Name and description search keep their trigram indexes.)
 */
export class ProductSortIndexes1764400000000 implements MigrationInterface {
  name = 'ProductSortIndexes1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX products_name_id_idx ON products (name, id)`);
    await q.query(`CREATE INDEX products_price_id_idx ON products (price, id)`);
    await q.query(`CREATE INDEX products_created_at_id_idx ON products (created_at, id)`);
    await q.query(`CREATE INDEX products_new_name_idx ON products (name, id) WHERE is_new`);
    await q.query(`CREATE INDEX products_bestseller_name_idx ON products (name, id) WHERE is_bestseller`);
    await q.query(`CREATE INDEX products_pet_type_lower_price_idx ON products (lower(pet_type), price)`);
    for (const replaced of [
      'products_name_idx',
      'products_price_idx',
      'products_created_at_idx',
      'products_is_new_idx',
      'products_is_bestseller_idx',
      'products_pet_type_lower_idx',
    ])
      await q.query(`DROP INDEX IF EXISTS ${replaced}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX products_pet_type_lower_idx ON products (lower(pet_type))`);
    await q.query(`CREATE INDEX products_is_bestseller_idx ON products (is_bestseller) WHERE is_bestseller`);
    await q.query(`CREATE INDEX products_is_new_idx ON products (is_new) WHERE is_new`);
    await q.query(`CREATE INDEX products_created_at_idx ON products (created_at DESC)`);
    await q.query(`CREATE INDEX products_price_idx ON products (price)`);
    await q.query(`CREATE INDEX products_name_idx ON products (name)`);
    for (const index of [
      'products_pet_type_lower_price_idx',
      'products_bestseller_name_idx',
      'products_new_name_idx',
      'products_created_at_id_idx',
      'products_price_id_idx',
      'products_name_id_idx',
    ])
      await q.query(`DROP INDEX ${index}`);
  }
}
