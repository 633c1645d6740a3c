import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mailed single-use tokens (password reset, address confirmation), stored as their SHA-256 only; the member's
 * confirmed-address time; and an index that lets a password reset end every session of one account.
 */
export class AccountMailTokens1765200000000 implements MigrationInterface {
  name = 'AccountMailTokens1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "account"."users" ADD "email_verified_at" timestamptz`);
    await q.query(`
      CREATE TABLE "account"."mail_tokens" (
        "token_hash" char(64) PRIMARY KEY,
        "purpose" varchar(32) NOT NULL CHECK ("purpose" IN ('password-reset', 'email-verification')),
        "user_id" uuid NOT NULL REFERENCES "account"."users" ("id") ON DELETE CASCADE,
        "email" varchar(255) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // A reset or confirmation spends the account's other open tokens of that purpose; pruning reads by expiry.
    await q.query(
      `CREATE INDEX "mail_tokens_user_purpose_idx" ON "account"."mail_tokens" ("user_id", "purpose") WHERE "used_at" IS NULL`,
    );
    await q.query(`CREATE INDEX "mail_tokens_expires_at_idx" ON "account"."mail_tokens" ("expires_at")`);
    await q.query(`CREATE INDEX "sessions_user_id_idx" ON "account"."sessions" (("sess"->>'userId'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "account"."sessions_user_id_idx"`);
    await q.query(`DROP TABLE "account"."mail_tokens"`);
    await q.query(`ALTER TABLE "account"."users" DROP COLUMN "email_verified_at"`);
  }
}
