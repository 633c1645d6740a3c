import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mailed tokens gain the e-mail change link (its `email` is the new address it confirms). */
export class EmailChange1765300000000 implements MigrationInterface {
  name = 'EmailChange1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "account"."mail_tokens" DROP CONSTRAINT "mail_tokens_purpose_check"`);
    await q.query(
      `ALTER TABLE "account"."mail_tokens" ADD CONSTRAINT "mail_tokens_purpose_check"
       CHECK ("purpose" IN ('password-reset', 'email-verification', 'email-change'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "account"."mail_tokens" WHERE "purpose" = 'email-change'`);
    await q.query(`ALTER TABLE "account"."mail_tokens" DROP CONSTRAINT "mail_tokens_purpose_check"`);
    await q.query(
      `ALTER TABLE "account"."mail_tokens" ADD CONSTRAINT "mail_tokens_purpose_check"
       CHECK ("purpose" IN ('password-reset', 'email-verification'))`,
    );
  }
}
