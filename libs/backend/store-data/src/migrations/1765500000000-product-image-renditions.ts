import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's picture as the catalogue worker stored it (docs/adr/0073-store-product-pictures.md): the WebP
 * renditions (`[{ fileName, width, height }]`, ascending width, kept under `products/<id>/` in the store's media
 * storage), the largest one's size, a placeholder colour, the hash of the fetched bytes and the image URL they came
 * from. On the product row itself, so the product list stays one statement; `image_url` stays what Square (or the
 * seed) says, and the renditions count only while `image_source_url` still equals it.
 */
export class ProductImageRenditions1765500000000 implements MigrationInterface {
  name = 'ProductImageRenditions1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products
        ADD COLUMN image_width integer CHECK (image_width > 0),
        ADD COLUMN image_height integer CHECK (image_height > 0),
        ADD COLUMN image_placeholder varchar(7) CHECK (image_placeholder ~ '^#[0-9a-f]{6}$'),
        ADD COLUMN image_renditions jsonb CHECK (jsonb_typeof(image_renditions) = 'array'),
        ADD COLUMN image_source_hash varchar(64),
        ADD COLUMN image_source_url text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products
        DROP COLUMN image_source_url,
        DROP COLUMN image_source_hash,
        DROP COLUMN image_renditions,
        DROP COLUMN image_placeholder,
        DROP COLUMN image_height,
        DROP COLUMN image_width`);
  }
}
