import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CATALOG_SYNC_JOB, CATALOG_SYNC_QUEUE, type CatalogSyncJobData } from '@petcora/contracts';

export const CATALOG_SYNC_SCHEDULE_ID = 'catalog-sync-schedule';
export const SYNC_EVERY_MS = Symbol('SYNC_EVERY_MS');
/** Retries for scheduled syncs: a Square hiccup should not wait six hours for the next run. */
export const SCHEDULED_SYNC_OPTS = { attempts: 3, backoff: { type: 'exponential', delay: 5000 } } as const;

/**
 * Keeps the periodic sync in Redis as a BullMQ job scheduler. Upserting is idempotent, so every worker start
 * (or several workers) converges on one schedule; an interval of 0 removes it.
 */
@Injectable()
export class CatalogSyncScheduleService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogSyncScheduleService.name);

  constructor(
    @InjectQueue(CATALOG_SYNC_QUEUE) private readonly queue: Queue<CatalogSyncJobData>,
    @Inject(SYNC_EVERY_MS) private readonly everyMs: number,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.everyMs <= 0) {
      const removed = await this.queue.removeJobScheduler(CATALOG_SYNC_SCHEDULE_ID);
      if (removed) this.logger.log('Scheduled catalogue sync disabled (CATALOG_SYNC_EVERY_MS=0)');
      return;
    }
    await this.queue.upsertJobScheduler(
      CATALOG_SYNC_SCHEDULE_ID,
      { every: this.everyMs },
      {
        name: CATALOG_SYNC_JOB,
        data: { requestedBy: 'schedule' },
        opts: { ...SCHEDULED_SYNC_OPTS, backoff: { ...SCHEDULED_SYNC_OPTS.backoff } },
      },
    );
    this.logger.log(`Catalogue sync scheduled every ${this.everyMs} ms`);
  }
}
