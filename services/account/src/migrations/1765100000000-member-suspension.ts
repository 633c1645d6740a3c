import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member suspension, decided by the social service's moderators and enforced here (ADR 0061): `suspended_at` refuses
 * sign-in and session resolution; `suspension_changed_at` is the moderator's decision time, so a late, older decision
 * never overrides a newer one. Ending a member's sessions finds them by the user id inside the session JSON.
 */
export class MemberSuspension1765100000000 implements MigrationInterface {
  name = 'MemberSuspension1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "account"."users" ADD COLUMN "suspended_at" timestamptz, ADD COLUMN "suspension_changed_at" timestamptz`,
    );
    await q.query(
      `CREATE INDEX "users_suspended_idx" ON "account"."users" ("suspended_at") WHERE "suspended_at" IS NOT NULL`,
    );
    await q.query(`CREATE INDEX "sessions_user_idx" ON "account"."sessions" ((sess ->> 'userId'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "account"."sessions_user_idx"`);
    await q.query(`DROP INDEX "account"."users_suspended_idx"`);
    await q.query(
      `ALTER TABLE "account"."users" DROP COLUMN "suspended_at", DROP COLUMN "suspension_changed_at"`,
    );
  }
}
