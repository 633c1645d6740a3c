import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ACCOUNT_EVENTS_QUEUE } from '@petcora/contracts';
import { OutboxRelay } from '@petcora/nest-common';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { InjectRedis } from '../redis/redis.module';
import { AccountEventsOutbox } from './account-events.outbox';

/** Job history kept in the queue: a relayed job id seen within a day is not queued twice. */
const KEEP_COMPLETED_SECONDS = 24 * 3600;

/**
 * Relays the account events outbox to the BullMQ queue the social service's author projection consumes, from the
 * moment the service starts until it stops; nudged after every commit, polling for the rest (ADR 0033).
 */
@Injectable()
export class AccountEventsRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AccountEventsRelay.name);
  private readonly queue: Queue;
  private readonly relay: OutboxRelay;
  private readonly stopListening: () => void;

  constructor(
    @InjectRedis() redis: Redis,
    @InjectAccountEnv() env: AccountEnv,
    dataSource: DataSource,
    outbox: AccountEventsOutbox,
  ) {
    this.queue = new Queue(ACCOUNT_EVENTS_QUEUE, {
      connection: redis,
      prefix: env.BULL_PREFIX,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
    // Connection errors repeat on every reconnect attempt and are already reported once by RedisModule.
    this.queue.on('error', (error) => {
      if (redis.status === 'ready') this.logger.warn(`Account events queue error: ${error.message}`);
    });
    this.relay = new OutboxRelay(dataSource, this.queue, {
      table: '"account"."event_outbox"',
      label: 'Account events relay',
      batchSize: 100,
      pollMs: 1000,
      maxBackoffMs: 30_000,
      publishTimeoutMs: 3000,
      keepPublishedHours: 7 * 24,
      onError: (message) => this.logger.warn(message),
    });
    this.stopListening = outbox.onCommitted(() => this.relay.nudge());
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  /** Stops relaying (the outbox keeps filling); `onApplicationBootstrap` starts it again. */
  pause(): Promise<void> {
    return this.relay.stop();
  }

  /** Publishes everything committed so far, now (tests; a graceful stop). */
  flush(): Promise<number> {
    return this.relay.flush();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening();
    await this.relay.stop();
    await this.queue.close();
  }
}
