import {
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { Worker, type Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { CART_CLEANUP_JOB, CART_CLEANUP_QUEUE } from '@petcora/contracts';
import { DEFAULT_BULL_PREFIX, StoreEnv } from '../config/store-env';
import { deleteExpiredVisitorCarts } from './cart-cleanup';

const ERROR_LOG_INTERVAL_MS = 30_000;
/** Finished runs kept for the queue dashboard. */
const RUNS_KEPT = 50;

/**
 * The scheduled clean-up of expired visitor carts: a BullMQ job scheduler (`upsertJobScheduler`, idempotent, so every
 * copy of the store may upsert it at start; `every` runs the first job at once) on the `cart-cleanup` queue, and a
 * worker in this process (concurrency 1; with several copies each run is taken by one of them). The queue shows in
 * the queue dashboard at /admin/queues.
 */
@Injectable()
export class CartCleanupScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CartCleanup');
  private worker: Worker | undefined;
  private lastErrorLoggedAt = 0;

  constructor(
    @InjectQueue(CART_CLEANUP_QUEUE) private readonly queue: Queue,
    @InjectDataSource() private readonly db: DataSource,
    private readonly env: StoreEnv,
  ) {}

  /** Settles once the schedule is upserted (or could not be: Redis away). */
  scheduled: Promise<void> = Promise.resolve();

  onApplicationBootstrap(): void {
    this.queue.on('error', (error: Error) => this.logError(error));
    // Not awaited: the store starts and serves while Redis is away; the schedule is upserted once Redis answers (or
    // by the next start, or another copy).
    this.scheduled = this.queue
      .upsertJobScheduler(
        CART_CLEANUP_JOB,
        { every: this.env.CART_CLEANUP_EVERY_MINUTES * 60_000 },
        { name: CART_CLEANUP_JOB, opts: { removeOnComplete: RUNS_KEPT, removeOnFail: RUNS_KEPT } },
      )
      .then(
        () => undefined,
        (error: Error) => this.logError(error),
      );
    this.worker = new Worker(CART_CLEANUP_QUEUE, () => this.run(), {
      connection: { url: this.env.REDIS_URL },
      prefix: this.env.BULL_PREFIX ?? DEFAULT_BULL_PREFIX,
      concurrency: 1,
    });
    this.worker.on('error', (error: Error) => this.logError(error));
  }

  /** One run; its answer (`{ deleted }`) is the job's result in the dashboard. */
  async run(): Promise<{ deleted: number }> {
    const deleted = await deleteExpiredVisitorCarts(this.db, this.env.CART_CLEANUP_BATCH_SIZE);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} expired visitor carts`);
    return { deleted };
  }

  async onApplicationShutdown(): Promise<void> {
    // Forced: waiting for the current job would hang the shutdown while Redis is away, and a clean-up cut short is
    // only batches of idempotent deletes, run again by the next run.
    await this.worker?.close(true);
  }

  /** During a Redis outage ioredis reports every reconnect attempt: logged now and then. */
  private logError(error: Error): void {
    const now = Date.now();
    if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLoggedAt = now;
    this.logger.warn(`Redis unavailable for the cart clean-up: ${error.message}`);
  }
}

@Module({
  imports: [BullModule.registerQueue({ name: CART_CLEANUP_QUEUE })],
  providers: [CartCleanupScheduler],
  exports: [BullModule],
})
export class CartCleanupModule {}
