import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and their lines. `user_id` is the account service's user id: no foreign key across services.
 * Money columns are integer cents. Runs after the catalogue migration (order_items references products).
 */
export class CreateOrders1763800000000 implements MigrationInterface {
  name = 'CreateOrders1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        order_date timestamptz NOT NULL DEFAULT now(),
        status varchar(50) NOT NULL DEFAULT 'pending',
        total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
        shipping_address text,
        shipping_city varchar(100),
        shipping_state varchar(100),
        shipping_zip varchar(20),
        shipping_country varchar(100),
        tracking_number varchar(100),
        carrier varchar(50),
        notes text,
        shipping_method varchar(100) NOT NULL DEFAULT 'Standard Shipping',
        payment_method varchar(100) NOT NULL DEFAULT 'Credit Card',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE order_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id),
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
        price integer NOT NULL CHECK (price >= 0),
        discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_items_order_id_idx ON order_items (order_id)`);
    // Lets a product delete check its references without scanning every order line.
    await q.query(`CREATE INDEX order_items_product_id_idx ON order_items (product_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_items`);
    await q.query(`DROP TABLE orders`);
  }
}
