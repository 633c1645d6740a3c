import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shoppable posts. `products` is this service's projection of the store's catalogue (fed by the store's catalogue
 * events; `version` keeps a late or repeated event from undoing a newer one; a deleted product stays as a tombstone so
 * an older event cannot bring it back). `post_products` and `post_pets` tag a post with products and with its author's
 * pets, in the author's order; each keeps the post's time, so "the latest posts tagging X" is one index range.
 * `event_outbox` holds this service's events for the others (the store hears of members' pets through it).
 */
export class ShoppablePosts1764830000000 implements MigrationInterface {
  name = 'ShoppablePosts1764830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.products (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        price integer NOT NULL,
        image_url text,
        pet_type text,
        available boolean NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        version bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE social.post_products (
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES social.products(id),
        position smallint NOT NULL,
        post_created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, product_id)
      )`);
    // The community posts tagging a product, newest first.
    await q.query(
      `CREATE INDEX post_products_product_idx ON social.post_products (product_id, post_created_at DESC, post_id DESC)`,
    );
    await q.query(`
      CREATE TABLE social.post_pets (
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        pet_id uuid NOT NULL REFERENCES social.pets(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        post_created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, pet_id)
      )`);
    // The posts a pet is tagged in, newest first; and a pet going (its owner deleting it) finds its tags.
    await q.query(
      `CREATE INDEX post_pets_pet_idx ON social.post_pets (pet_id, post_created_at DESC, post_id DESC)`,
    );
    // Events of this service for the others (members' pets for the store), written with the change, relayed after.
    await q.query(`
      CREATE TABLE social.event_outbox (
        id bigserial PRIMARY KEY,
        event_type varchar(100) NOT NULL,
        job_id varchar(200) NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(
      `CREATE INDEX event_outbox_unpublished_idx ON social.event_outbox (id) WHERE published_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX event_outbox_published_at_idx ON social.event_outbox (published_at) WHERE published_at IS NOT NULL`,
    );
    // Explore's pet-type chips: the pets of one species.
    await q.query(`CREATE INDEX pets_species_idx ON social.pets (species, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX social.pets_species_idx`);
    await q.query(`DROP TABLE social.event_outbox`);
    await q.query(`DROP TABLE social.post_pets`);
    await q.query(`DROP TABLE social.post_products`);
    await q.query(`DROP TABLE social.products`);
  }
}
