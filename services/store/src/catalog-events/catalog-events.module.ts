import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CATALOG_EVENTS_QUEUE } from '@petcora/contracts';
import { CatalogEventsRelay } from './catalog-events.relay';

/** Job history kept in the queue: a relayed job id seen within a day is not queued twice. */
const KEEP_COMPLETED_SECONDS = 24 * 3600;

@Module({
  imports: [
    BullModule.registerQueue({
      name: CATALOG_EVENTS_QUEUE,
      defaultJobOptions: {
        attempts: 8,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    }),
  ],
  providers: [CatalogEventsRelay],
  exports: [CatalogEventsRelay, BullModule],
})
export class CatalogEventsModule implements OnModuleInit {
  private readonly logger = new Logger('CatalogEventsQueue');
  private lastErrorLoggedAt = 0;

  constructor(@InjectQueue(CATALOG_EVENTS_QUEUE) private readonly queue: Queue) {}

  /** During a Redis outage ioredis reports every reconnect attempt: log it now and then. */
  onModuleInit(): void {
    this.queue.on('error', (error: Error) => {
      if (Date.now() - this.lastErrorLoggedAt < 30_000) return;
      this.lastErrorLoggedAt = Date.now();
      this.logger.warn(`Redis unavailable for the catalog-events queue: ${error.message}`);
    });
  }
}
