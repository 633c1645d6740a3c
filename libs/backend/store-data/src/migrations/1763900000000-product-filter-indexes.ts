import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store filters category and pet type case-insensitively (`lower(col) = lower($1)`) and searches descriptions
 * with ILIKE: index exactly those expressions (the plain-column indexes were never used by the list query).
 */
export class ProductFilterIndexes1763900000000 implements MigrationInterface {
  name = 'ProductFilterIndexes1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS products_category_idx`);
    await q.query(`DROP INDEX IF EXISTS products_pet_type_idx`);
    await q.query(`CREATE INDEX products_category_lower_idx ON products (lower(category), price)`);
    await q.query(`CREATE INDEX products_pet_type_lower_idx ON products (lower(pet_type))`);
    await q.query(
      `CREATE INDEX products_description_trgm_idx ON products USING gin (description gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_description_trgm_idx`);
    await q.query(`DROP INDEX products_pet_type_lower_idx`);
    await q.query(`DROP INDEX products_category_lower_idx`);
    await q.query(`CREATE INDEX products_category_idx ON products (category)`);
    await q.query(`CREATE INDEX products_pet_type_idx ON products (pet_type)`);
  }
}
