import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { UUID_PATTERN } from '@petcora/validation';
import {
  MEMBER_SUSPENSION_CHANGED,
  MODERATION_EVENTS_QUEUE,
  type MemberSuspensionChangedEvent,
} from '@petcora/contracts';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { SessionRevocationPublisher } from '../events/session-revocation.publisher';
import { InjectRedis } from '../redis/redis.module';

/** Longest the worker's close may wait for its current job and Redis before the connection is dropped. */
const CLOSE_TIMEOUT_MS = 3000;

/** The job's data if it is a well-formed suspension decision, else null (nothing else is ever applied). */
export function parseSuspensionEvent(data: unknown): MemberSuspensionChangedEvent | null {
  const v = (data ?? {}) as Record<string, unknown>;
  if (typeof v.userId !== 'string' || !UUID_PATTERN.test(v.userId)) return null;
  if (typeof v.suspended !== 'boolean' || typeof v.actionId !== 'string') return null;
  if (typeof v.at !== 'string' || Number.isNaN(Date.parse(v.at))) return null;
  return { userId: v.userId, suspended: v.suspended, at: v.at, actionId: v.actionId };
}

/**
 * Enforces the social service's suspension decisions (queue `moderation-events`, ADR 0061). A suspension marks the
 * account (sign-in refused, sessions resolve to nobody), deletes every session row of the member and tells every
 * gateway copy to drop its cached identity of them, so their next request is answered 401. A decision older than the
 * one applied is skipped; a failed job is retried by BullMQ (the queue's attempts), and applying one twice is harmless.
 */
@Injectable()
export class SuspensionWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SuspensionWorker.name);
  private worker: Worker | undefined;
  private connection: Redis | undefined;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectAccountEnv() private readonly env: AccountEnv,
    private readonly dataSource: DataSource,
    private readonly revocations: SessionRevocationPublisher,
  ) {}

  onApplicationBootstrap(): void {
    // Its own connection: a worker blocks on Redis while it waits for jobs.
    this.connection = this.redis.duplicate({
      maxRetriesPerRequest: null,
      connectionName: 'account-moderation-worker',
    });
    this.connection.on('error', () => undefined); // reported once by RedisModule's connection
    this.worker = new Worker(MODERATION_EVENTS_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.env.BULL_PREFIX,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`Moderation events worker: ${error.message}`));
  }

  async process(job: Pick<Job, 'name' | 'data'>): Promise<void> {
    if (job.name !== MEMBER_SUSPENSION_CHANGED) return;
    const event = parseSuspensionEvent(job.data);
    if (!event) {
      this.logger.warn('Ignored a malformed suspension event');
      return;
    }
    await this.apply(event);
  }

  async apply(event: MemberSuspensionChangedEvent): Promise<void> {
    const applied = await this.dataSource.transaction(async (manager) => {
      const rows: unknown[] = await manager.query(
        `UPDATE "account"."users"
            SET "suspended_at" = CASE WHEN $2 THEN coalesce("suspended_at", $3::timestamptz) END,
                "suspension_changed_at" = $3::timestamptz
          WHERE "id" = $1 AND ("suspension_changed_at" IS NULL OR "suspension_changed_at" <= $3::timestamptz)
          RETURNING "id"`,
        [event.userId, event.suspended, event.at],
      );
      if (rows.length === 0) return false;
      if (event.suspended)
        await manager.query(`DELETE FROM "account"."sessions" WHERE sess ->> 'userId' = $1`, [event.userId]);
      return true;
    });
    // The gateway's few-second identity cache must not outlive the sessions: every copy drops this member's.
    if (applied) await this.revocations.revokeUser(event.userId);
  }

  async onModuleDestroy(): Promise<void> {
    const { worker, connection } = this;
    this.worker = undefined;
    this.connection = undefined;
    if (!worker || !connection) return;
    // While Redis is away a graceful close would wait for it forever: then the worker is closed by force, and in any
    // case the wait is bounded, so the service always shuts down.
    const reachable = connection.status === 'ready';
    if (!reachable) connection.disconnect();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      worker.close(!reachable).catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (reachable) await connection.quit().catch(() => connection.disconnect());
    else connection.disconnect();
  }
}
