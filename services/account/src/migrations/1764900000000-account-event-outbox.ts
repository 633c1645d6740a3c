import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox of account events: a change and its event commit together, and the relay
 * (events/account-events.relay.ts) moves unpublished rows to the queue. Published rows are pruned after a week.
 */
export class AccountEventOutbox1764900000000 implements MigrationInterface {
  name = 'AccountEventOutbox1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "account"."event_outbox" (
        "id" bigserial PRIMARY KEY,
        "event_type" varchar(100) NOT NULL,
        "job_id" varchar(200) NOT NULL,
        "payload" jsonb NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text
      )`);
    // The relay reads the oldest unpublished rows; pruning reads the published ones by age.
    await q.query(
      `CREATE INDEX "event_outbox_unpublished_idx" ON "account"."event_outbox" ("id") WHERE "published_at" IS NULL`,
    );
    await q.query(
      `CREATE INDEX "event_outbox_published_at_idx" ON "account"."event_outbox" ("published_at") WHERE "published_at" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "account"."event_outbox"`);
  }
}
