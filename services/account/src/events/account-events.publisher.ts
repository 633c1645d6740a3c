import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { ACCOUNT_EVENTS_QUEUE, USER_PROFILE_CHANGED, type UserProfileChangedEvent } from '@petcora/contracts';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { InjectRedis } from '../redis/redis.module';

/** What the event carries: the contract's fields plus updatedAt, so a consumer can drop stale updates. */
export type UserProfileChangedMessage = UserProfileChangedEvent & { updatedAt: string };

/** The user fields an event is built from (all public: shown on post cards and public profiles). */
export interface PublicProfileSource {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  bio: string | null;
  coverImageUrl: string | null;
  location: string | null;
  website: string | null;
  /** When the member joined. */
  joinedDate: Date;
  updatedAt: Date;
}

const PUBLISH_TIMEOUT_MS = 3000;

/** Publishes account events on BullMQ for the social service's author projection. */
@Injectable()
export class AccountEventsPublisher implements OnModuleDestroy {
  private readonly logger = new Logger(AccountEventsPublisher.name);
  private readonly queue: Queue<UserProfileChangedMessage>;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@InjectRedis() redis: Redis, @InjectAccountEnv() env: AccountEnv) {
    this.queue = new Queue<UserProfileChangedMessage>(ACCOUNT_EVENTS_QUEUE, {
      connection: redis,
      prefix: env.BULL_PREFIX,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
    // Connection errors repeat on every reconnect attempt and are already reported once by RedisModule.
    this.queue.on('error', (error) => {
      if (redis.status === 'ready') this.logger.warn(`Account events queue error: ${error.message}`);
    });
  }

  /**
   * Enqueues USER_PROFILE_CHANGED without making the caller wait: a sign-up must succeed even when Redis is
   * down. The job id (user + updatedAt) collapses duplicates of the same change. A failed publish is logged;
   * this is at-most-once until an outbox makes it durable.
   */
  userProfileChanged(user: PublicProfileSource): void {
    const message: UserProfileChangedMessage = {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      profileImageUrl: user.profileImageUrl,
      isVerified: user.isVerified,
      bio: user.bio,
      coverImageUrl: user.coverImageUrl,
      location: user.location,
      website: user.website,
      joinedAt: user.joinedDate.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
    const jobId = `${user.id}-${user.updatedAt.getTime()}`;
    const publish = withTimeout(this.queue.add(USER_PROFILE_CHANGED, message, { jobId }), PUBLISH_TIMEOUT_MS)
      .then(() => undefined)
      .catch((error: Error) =>
        this.logger.error(`Could not publish ${USER_PROFILE_CHANGED} for user ${user.id}: ${error.message}`),
      )
      .finally(() => this.inFlight.delete(publish));
    this.inFlight.add(publish);
  }

  /** Resolves once every publish started so far has finished (or timed out). */
  async flush(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    await this.queue.close();
  }
}

/** Fields whose change other services must hear about (post cards and public profiles show them). */
export function publicProfileChanged(before: PublicProfileSource, after: PublicProfileSource): boolean {
  return (
    before.username !== after.username ||
    before.displayName !== after.displayName ||
    before.profileImageUrl !== after.profileImageUrl ||
    before.isVerified !== after.isVerified ||
    before.bio !== after.bio ||
    before.coverImageUrl !== after.coverImageUrl ||
    before.location !== after.location ||
    before.website !== after.website
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
