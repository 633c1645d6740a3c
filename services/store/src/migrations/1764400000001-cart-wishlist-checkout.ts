import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts (a member's by user id, a visitor's by the hash of the cookie token), their lines, members'
 * wishlists, and the idempotency key of an order. Cart lines keep the product's last known name, picture and price
 * and no foreign key, so a product that leaves the catalogue stays visible in the cart as unavailable.
 */
export class CartWishlistCheckout1764400000001 implements MigrationInterface {
  name = 'CartWishlistCheckout1764400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE carts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid UNIQUE,
        token_hash char(64) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT carts_one_owner CHECK ((user_id IS NULL) <> (token_hash IS NULL))
      )`);
    // Finds visitor carts past the cookie's 30 days, for clean-up.
    await q.query(`CREATE INDEX carts_visitor_updated_at_idx ON carts (updated_at) WHERE user_id IS NULL`);
    await q.query(`
      CREATE TABLE cart_items (
        cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        name varchar(255) NOT NULL,
        image_url text,
        unit_price integer NOT NULL CHECK (unit_price >= 0),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cart_id, product_id)
      )`);
    await q.query(`
      CREATE TABLE wishlist_items (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(
      `CREATE INDEX wishlist_items_user_added_idx ON wishlist_items (user_id, added_at DESC, product_id)`,
    );
    await q.query(`CREATE INDEX wishlist_items_product_id_idx ON wishlist_items (product_id)`);
    await q.query(`ALTER TABLE orders ADD COLUMN idempotency_key varchar(100)`);
    // NULLs are distinct: the orders written before checkout existed (and the demo ones) have no key.
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_user_idempotency_key_unique UNIQUE (user_id, idempotency_key)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_user_idempotency_key_unique`);
    await q.query(`ALTER TABLE orders DROP COLUMN idempotency_key`);
    await q.query(`DROP TABLE wishlist_items`);
    await q.query(`DROP TABLE cart_items`);
    await q.query(`DROP TABLE carts`);
  }
}
