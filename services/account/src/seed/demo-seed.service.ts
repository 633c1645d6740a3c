import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEMO_USERS } from '@petcora/demo-data';
import { PasswordHasher } from '../auth/password-hasher';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { AccountEventsOutbox, type PublicProfileSource } from '../events/account-events.outbox';
import { DEMO_MEMBERSHIP_PLANS } from './membership-plans.seed';

export interface SeedResult {
  usersInserted: number;
  plansInserted: number;
}

/**
 * Seeds the demo accounts and membership plans when DEMO_SEED=true. Idempotent: rows are keyed by fixed ids and
 * inserted only when missing (ON CONFLICT DO NOTHING), so restarts and concurrent instances change nothing.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly outbox: AccountEventsOutbox,
    @InjectAccountEnv() private readonly env: AccountEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.DEMO_SEED !== 'true') return;
    const result = await this.seed();
    this.logger.log(
      `Demo seed: ${result.usersInserted} users and ${result.plansInserted} membership plans added`,
    );
  }

  async seed(): Promise<SeedResult> {
    const plansInserted = await this.seedPlans();
    const inserted = await this.seedUsers();
    return { usersInserted: inserted.length, plansInserted };
  }

  private async seedPlans(): Promise<number> {
    let count = 0;
    for (const plan of DEMO_MEMBERSHIP_PLANS) {
      const rows: unknown[] = await this.dataSource.query(
        `INSERT INTO "account"."membership_plans" ("id", "name", "description", "price", "benefits", "level")
         VALUES ($1, $2, $3, $4, $5::jsonb, $6)
         ON CONFLICT ("id") DO NOTHING
         RETURNING "id"`,
        [plan.id, plan.name, plan.description, plan.price, JSON.stringify(plan.benefits), plan.level],
      );
      count += rows.length;
    }
    return count;
  }

  private async seedUsers(): Promise<PublicProfileSource[]> {
    const existing: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "account"."users" WHERE "id" = ANY($1::uuid[])`,
      [DEMO_USERS.map((user) => user.id)],
    );
    const present = new Set(existing.map((row) => row.id));
    const inserted: PublicProfileSource[] = [];
    for (const demo of DEMO_USERS.filter((user) => !present.has(user.id))) {
      // Hashing only for missing users keeps a normal restart free of argon2 work.
      const passwordHash = await this.passwords.hash(demo.password);
      const source = await this.dataSource.transaction(async (manager) => {
        const rows: {
          id: string;
          updated_at: Date;
          joined_date: Date;
          cover_image_url: string | null;
          website: string | null;
        }[] = await manager.query(
          `INSERT INTO "account"."users" ("id", "email", "password", "username", "display_name", "first_name", "last_name",
           "bio", "location", "profile_image_url", "role", "is_verified", "onboarding_completed", "profile_completed", "email_verified_at")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true, true, now())
         ON CONFLICT DO NOTHING
         RETURNING "id", "updated_at", "joined_date", "cover_image_url", "website"`,
          [
            demo.id,
            demo.email.toLowerCase(),
            passwordHash,
            demo.username,
            demo.displayName,
            demo.firstName,
            demo.lastName,
            demo.bio,
            demo.location,
            demo.profileImageUrl,
            demo.role,
            demo.isVerified,
          ],
        );
        if (rows.length === 0) return null; // a concurrent instance (or a real user with that email) got there first
        const user: PublicProfileSource = {
          id: demo.id,
          username: demo.username,
          displayName: demo.displayName,
          profileImageUrl: demo.profileImageUrl,
          isVerified: demo.isVerified,
          bio: demo.bio,
          coverImageUrl: rows[0].cover_image_url,
          location: demo.location,
          website: rows[0].website,
          joinedDate: rows[0].joined_date,
          updatedAt: rows[0].updated_at,
        };
        // The demo author's event commits with the user row (the outbox), like a real sign-up's.
        await this.outbox.userProfileChanged(manager, user);
        return user;
      });
      if (source) inserted.push(source);
    }
    this.outbox.committed();
    return inserted;
  }
}
