import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account schema: users, the express-session store table (the exact shape connect-pg-simple expects) and
 * membership plans and transactions. Column names are snake_case; entities map them to camelCase properties.
 */
export class AccountInitialSchema1764000000000 implements MigrationInterface {
  name = 'AccountInitialSchema1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "account"."membership_plans" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "description" text,
        "price" integer NOT NULL CHECK ("price" >= 0),
        "benefits" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "level" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "membership_plans_level_idx" ON "account"."membership_plans" ("level")`);

    await q.query(`
      CREATE TABLE "account"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(255) CONSTRAINT "users_email_key" UNIQUE CHECK ("email" = lower("email")),
        "password" text,
        "first_name" varchar(100),
        "last_name" varchar(100),
        "username" varchar(50) NOT NULL,
        "display_name" varchar(100),
        "bio" text,
        "profile_picture" text,
        "profile_image_url" text,
        "cover_image_url" text,
        "location" varchar(200),
        "website" text,
        "date_of_birth" date,
        "phone_number" varchar(32),
        "is_verified" boolean NOT NULL DEFAULT false,
        "is_private" boolean NOT NULL DEFAULT false,
        "membership_plan_id" uuid REFERENCES "account"."membership_plans" ("id") ON DELETE SET NULL,
        "membership_start_date" timestamptz,
        "membership_end_date" timestamptz,
        "followers_count" integer NOT NULL DEFAULT 0,
        "following_count" integer NOT NULL DEFAULT 0,
        "posts_count" integer NOT NULL DEFAULT 0,
        "joined_date" timestamptz NOT NULL DEFAULT now(),
        "onboarding_completed" boolean NOT NULL DEFAULT false,
        "profile_completed" boolean NOT NULL DEFAULT false,
        "role" varchar(16) NOT NULL DEFAULT 'member' CHECK ("role" IN ('member', 'admin')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames are unique regardless of case ("Maya" and "maya" would be the same /user/ URL).
    await q.query(`CREATE UNIQUE INDEX "users_username_lower_key" ON "account"."users" (lower("username"))`);
    await q.query(`CREATE INDEX "users_created_at_idx" ON "account"."users" ("created_at")`);
    await q.query(`CREATE INDEX "users_membership_plan_id_idx" ON "account"."users" ("membership_plan_id")`);

    await q.query(`
      CREATE TABLE "account"."membership_transactions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "account"."users" ("id") ON DELETE CASCADE,
        "membership_plan_id" uuid NOT NULL REFERENCES "account"."membership_plans" ("id") ON DELETE RESTRICT,
        "amount" integer NOT NULL CHECK ("amount" >= 0),
        "transaction_date" timestamptz NOT NULL DEFAULT now(),
        "start_date" timestamptz NOT NULL,
        "end_date" timestamptz NOT NULL,
        "status" varchar(50) NOT NULL DEFAULT 'pending',
        "payment_method" varchar(50),
        "receipt_url" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "membership_transactions_user_id_idx" ON "account"."membership_transactions" ("user_id")`,
    );
    await q.query(
      `CREATE INDEX "membership_transactions_plan_id_idx" ON "account"."membership_transactions" ("membership_plan_id")`,
    );

    // connect-pg-simple's own table definition, in our schema (createTableIfMissing stays off).
    await q.query(`
      CREATE TABLE "account"."sessions" (
        "sid" varchar NOT NULL COLLATE "default" PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "sessions_expire_idx" ON "account"."sessions" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "account"."sessions"`);
    await q.query(`DROP TABLE "account"."membership_transactions"`);
    await q.query(`DROP TABLE "account"."users"`);
    await q.query(`DROP TABLE "account"."membership_plans"`);
  }
}
