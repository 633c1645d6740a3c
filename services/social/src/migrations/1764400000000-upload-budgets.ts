import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each member's daily upload budget: bytes and files stored per UTC day, charged in the transaction that records the
 * upload (so a failed upload spends nothing). The media sweep finds uploads no post used by age, through the partial
 * index on unattached rows.
 */
export class UploadBudgets1764400000000 implements MigrationInterface {
  name = 'UploadBudgets1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.upload_budgets (
        user_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        day date NOT NULL,
        bytes bigint NOT NULL,
        files integer NOT NULL,
        PRIMARY KEY (user_id, day),
        CONSTRAINT upload_budgets_not_negative CHECK (bytes >= 0 AND files >= 0)
      )`);
    await q.query(
      `CREATE INDEX media_uploads_unattached_idx ON social.media_uploads (created_at) WHERE post_id IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX social.media_uploads_unattached_idx`);
    await q.query(`DROP TABLE social.upload_budgets`);
  }
}
