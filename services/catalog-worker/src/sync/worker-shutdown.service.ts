import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CatalogSyncProcessor } from './catalog-sync.processor';

export const SHUTDOWN_GRACE_MS = Symbol('SHUTDOWN_GRACE_MS');

/**
 * Stops taking jobs before anything else shuts down (module destroy runs before the queue and the data source
 * close): the running sync may finish within the grace period; after it the worker is closed forcibly and BullMQ's
 * stalled-job check hands the job to the next worker, where the idempotent upsert makes the retry safe.
 */
@Injectable()
export class WorkerShutdownService implements OnModuleDestroy {
  private readonly logger = new Logger(WorkerShutdownService.name);

  constructor(
    private readonly processor: CatalogSyncProcessor,
    @Inject(SHUTDOWN_GRACE_MS) private readonly graceMs: number,
  ) {}

  async onModuleDestroy(): Promise<void> {
    const worker = this.processor.worker;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.graceMs);
    });
    const outcome = await Promise.race([worker.close().then(() => 'closed' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.logger.warn(
        `Sync still running after ${this.graceMs} ms; closing the worker, the job will be retried`,
      );
      await worker.close(true);
    }
  }
}
