import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments taken through Square (one per order: its id, Square's status, the card's brand and last four, the
 * amount refunded), their refunds, the order's status history (who moved it, when), and the Square webhook events
 * already applied, so a redelivered event changes nothing.
 */
export class Payments1765410000000 implements MigrationInterface {
  name = 'Payments1765410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        square_payment_id varchar(64) UNIQUE,
        status varchar(20) NOT NULL DEFAULT 'PENDING',
        amount integer NOT NULL CHECK (amount > 0),
        currency char(3) NOT NULL DEFAULT 'USD',
        source_id varchar(512) NOT NULL,
        verification_token varchar(512),
        card_brand varchar(40),
        last_4 char(4),
        refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE payment_refunds (
        square_refund_id varchar(128) PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        amount integer NOT NULL CHECK (amount > 0),
        status varchar(20) NOT NULL,
        reason varchar(192),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_refunds_order_id_idx ON payment_refunds (order_id)`);
    await q.query(`
      CREATE TABLE order_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status varchar(50) NOT NULL,
        actor_id uuid,
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX order_events_order_id_created_at_idx ON order_events (order_id, created_at)`);
    await q.query(`
      CREATE TABLE square_webhook_events (
        event_id varchar(100) PRIMARY KEY,
        type varchar(60) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The operators' order list filters by status and pages newest first.
    await q.query(`CREATE INDEX orders_status_created_at_idx ON orders (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_created_at_idx ON orders (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_created_at_idx`);
    await q.query(`DROP INDEX orders_status_created_at_idx`);
    await q.query(`DROP TABLE square_webhook_events`);
    await q.query(`DROP TABLE order_events`);
    await q.query(`DROP TABLE payment_refunds`);
    await q.query(`DROP TABLE payments`);
  }
}
