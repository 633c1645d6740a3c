import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { CATALOG_SYNC_JOB, CATALOG_SYNC_QUEUE, type CatalogSyncJobData } from '@petcora/contracts';
import { continueTrace, runInTrace } from '@petcora/tracing';
import { CatalogSyncService, type CatalogSyncSummary } from './catalog-sync.service';

/** Consumes the `catalog-sync` queue, one job at a time (two syncs at once would only race on the same rows). */
@Processor(CATALOG_SYNC_QUEUE, { concurrency: 1 })
export class CatalogSyncProcessor extends WorkerHost {
  private readonly logger = new Logger(CatalogSyncProcessor.name);

  constructor(private readonly sync: CatalogSyncService) {
    super();
  }

  async process(job: Job<CatalogSyncJobData>): Promise<CatalogSyncSummary> {
    if (job.name !== CATALOG_SYNC_JOB)
      throw new UnrecoverableError(`Unknown job "${job.name}" on ${CATALOG_SYNC_QUEUE}`);
    // In the trace of the admin's request that asked for it (a new trace for the schedule's runs).
    return runInTrace(continueTrace(job.data?.traceparent, `job-${job.id}`), () => this.sync.run(job));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    const attempts = job?.opts.attempts ?? 1;
    const final = !job || job.attemptsMade >= attempts || error instanceof UnrecoverableError;
    this.logger.warn(
      `Sync job ${job?.id ?? '?'} attempt ${job?.attemptsMade ?? '?'}/${attempts} failed${final ? '' : ', will retry'}: ${error.message}`,
    );
  }

  /** Connection and other worker-level errors; without a listener Node would treat them as unhandled. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`Catalogue worker error: ${error.message}`);
  }
}
