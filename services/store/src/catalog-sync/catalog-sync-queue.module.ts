import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import { DEFAULT_BULL_PREFIX, StoreEnv } from '../config/store-env';

/** Redis connection shared by every queue of this service. No processor here: the catalog worker consumes. */
export const bullRoot = BullModule.forRootAsync({
  inject: [StoreEnv],
  useFactory: (env: StoreEnv) => ({
    connection: { url: env.REDIS_URL },
    prefix: env.BULL_PREFIX ?? DEFAULT_BULL_PREFIX,
  }),
});

const ERROR_LOG_INTERVAL_MS = 30_000;

/** The catalog-sync queue, registered once and shared by the sync endpoints, the dashboard and readiness. */
@Module({
  imports: [BullModule.registerQueue({ name: CATALOG_SYNC_QUEUE })],
  exports: [BullModule],
})
export class CatalogSyncQueueModule implements OnModuleInit {
  private readonly logger = new Logger('CatalogSyncQueue');
  private lastErrorLoggedAt = 0;

  constructor(@InjectQueue(CATALOG_SYNC_QUEUE) private readonly queue: Queue) {}

  /** During a Redis outage ioredis reports every reconnect attempt: log it now and then, not hundreds of times. */
  onModuleInit(): void {
    this.queue.on('error', (error: Error) => {
      const now = Date.now();
      if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
      this.lastErrorLoggedAt = now;
      this.logger.warn(`Redis unavailable for the catalog-sync queue: ${error.message}`);
    });
  }
}
