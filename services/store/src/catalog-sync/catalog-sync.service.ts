import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { Repository } from 'typeorm';
import { CATALOG_SYNC_JOB, CATALOG_SYNC_QUEUE, type CatalogSyncJobData } from '@petcora/contracts';
import { CatalogSyncRunEntity } from '@petcora/store-data';

/** While a manual sync waits or runs, further clicks join it instead of queueing another. */
export const MANUAL_SYNC_DEDUPLICATION_ID = 'catalog-sync-manual';
export const SYNC_RUNS_SHOWN = 20;
const ENQUEUE_TIMEOUT_MS = 5000;

export interface SyncJobStatus {
  id: string;
  state: string;
  progress: unknown;
  result: unknown;
  failedReason: string | null;
}

@Injectable()
export class CatalogSyncService {
  constructor(
    @InjectQueue(CATALOG_SYNC_QUEUE) private readonly queue: Queue<CatalogSyncJobData>,
    @InjectRepository(CatalogSyncRunEntity) private readonly runs: Repository<CatalogSyncRunEntity>,
  ) {}

  async requestSync(requestedBy: string): Promise<{ jobId: string }> {
    const adding = this.queue.add(
      CATALOG_SYNC_JOB,
      { requestedBy },
      {
        attempts: 3,
        backoff: { type: 'exponential', delay: 10_000 },
        deduplication: { id: MANUAL_SYNC_DEDUPLICATION_ID },
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 500 },
      },
    );
    // A Redis outage must answer promptly, not hold the admin's request open.
    const job = await withTimeout(adding, ENQUEUE_TIMEOUT_MS).catch(() => {
      throw new ServiceUnavailableException('Catalog sync is unavailable right now. Please try again later.');
    });
    return { jobId: String(job.id) };
  }

  async jobStatus(jobId: string): Promise<SyncJobStatus> {
    const job = await this.queue.getJob(jobId);
    if (!job) throw new NotFoundException('Sync job not found');
    return {
      id: String(job.id),
      state: await job.getState(),
      progress: job.progress,
      result: job.returnvalue ?? null,
      failedReason: job.failedReason || null,
    };
  }

  recentRuns(): Promise<CatalogSyncRunEntity[]> {
    return this.runs.find({ order: { startedAt: 'DESC' }, take: SYNC_RUNS_SHOWN });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
