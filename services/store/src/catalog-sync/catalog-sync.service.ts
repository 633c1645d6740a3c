import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { type TraceContext, traceparentOf } from '@petcora/tracing';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { Repository } from 'typeorm';
import {
  CATALOG_SYNC_JOB,
  CATALOG_SYNC_QUEUE,
  type CatalogStats,
  type CatalogSyncCounts,
  type CatalogSyncJobData,
  type CatalogSyncJobState,
  type CatalogSyncJobStatus,
  type CatalogSyncMode,
  type CatalogSyncProgress,
  type CatalogSyncRequestedMode,
  type CatalogSyncRun,
  type IdentityClaims,
  type SyncedProductsPage,
} from '@petcora/contracts';
import { CatalogSyncRunEntity, ProductEntity } from '@petcora/store-data';
import { toProduct } from '../products/product.mapper';
import {
  CATALOG_PRODUCTS_DEFAULT_LIMIT,
  SYNC_RUNS_DEFAULT,
  type CatalogProductsQueryDto,
} from './catalog-sync-query.dto';

/** While a manual sync waits or runs, further clicks join it instead of queueing another. */
export const MANUAL_SYNC_DEDUPLICATION_ID = 'catalog-sync-manual';
export const SYNC_RUNS_SHOWN = SYNC_RUNS_DEFAULT;
export const RECENT_PRODUCTS_SHOWN = 5;
const JOB_ATTEMPTS = 3;
const SORT_COLUMNS = {
  name: 'p.name',
  price: 'p.price',
  lastSyncedAt: 'p.lastSyncedAt',
  createdAt: 'p.createdAt',
};
const ENQUEUE_TIMEOUT_MS = 5000;

@Injectable()
export class CatalogSyncService {
  constructor(
    @InjectQueue(CATALOG_SYNC_QUEUE) private readonly queue: Queue<CatalogSyncJobData>,
    @InjectRepository(CatalogSyncRunEntity) private readonly runs: Repository<CatalogSyncRunEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
  ) {}

  /** `trace`: the admin's request's, handed to the worker on the job. */
  async requestSync(
    admin: IdentityClaims,
    mode?: CatalogSyncRequestedMode,
    trace?: TraceContext,
  ): Promise<{ jobId: string }> {
    const data: CatalogSyncJobData = { requestedBy: admin.sub, requestedByName: admin.username };
    if (mode && mode !== 'auto') data.mode = mode;
    if (trace) data.traceparent = traceparentOf(trace);
    const adding = this.queue.add(CATALOG_SYNC_JOB, data, {
      attempts: JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: 10_000 },
      deduplication: { id: MANUAL_SYNC_DEDUPLICATION_ID },
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 500 },
    });
    // A Redis outage must answer promptly, not hold the admin's request open.
    const job = await withTimeout(adding, ENQUEUE_TIMEOUT_MS).catch(() => {
      throw new ServiceUnavailableException('Catalog sync is unavailable right now. Please try again later.');
    });
    return { jobId: String(job.id) };
  }

  async jobStatus(jobId: string): Promise<CatalogSyncJobStatus> {
    const job = await this.queue.getJob(jobId);
    if (!job) throw new NotFoundException('Sync job not found');
    const progress = job.progress;
    return {
      id: String(job.id),
      state: (await job.getState()) as CatalogSyncJobState,
      // The worker reports an object; BullMQ's initial 0 means "nothing reported yet".
      progress: typeof progress === 'object' && progress !== null ? (progress as CatalogSyncProgress) : null,
      result: (job.returnvalue as CatalogSyncJobStatus['result']) ?? null,
      failedReason: job.failedReason || null,
      attemptsMade: job.attemptsMade,
      attempts: job.opts.attempts ?? 1,
    };
  }

  /** Newest first; one query on catalog_sync_runs_started_at_idx. */
  async recentRuns(limit = SYNC_RUNS_SHOWN): Promise<CatalogSyncRun[]> {
    const rows = await this.runs.find({ order: { startedAt: 'DESC', id: 'ASC' }, take: limit });
    return rows.map(toRun);
  }

  /** Two queries: the figures (one pass over products plus the last successful run), the five newest products. */
  async stats(): Promise<CatalogStats> {
    const [figures] = await this.products.query<
      {
        total: number;
        synced: number;
        manual: number;
        average: string | null;
        last_run: Date | null;
        last_product: Date | null;
      }[]
    >(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE square_item_id IS NOT NULL)::int AS synced,
              count(*) FILTER (WHERE square_item_id IS NULL)::int AS manual,
              round(avg(price)) AS average,
              (SELECT max(finished_at) FROM catalog_sync_runs WHERE status = 'succeeded') AS last_run,
              (SELECT max(last_synced_at) FROM products) AS last_product
       FROM products WHERE available`,
    );
    const recent = await this.products.find({
      where: { available: true },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: RECENT_PRODUCTS_SHOWN,
    });
    const lastSynced = figures!.last_run ?? figures!.last_product;
    return {
      totalProducts: figures!.total,
      syncedProducts: figures!.synced,
      manualProducts: figures!.manual,
      averagePrice: figures!.average === null ? 0 : Number(figures!.average),
      recentProducts: recent.map(toProduct),
      lastSyncedAt: lastSynced ? new Date(lastSynced).toISOString() : null,
    };
  }

  /** One query per page (window count), walking a partial index of synced products in the chosen order. */
  async syncedProducts(query: CatalogProductsQueryDto): Promise<SyncedProductsPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? CATALOG_PRODUCTS_DEFAULT_LIMIT;
    const direction = (query.sortOrder ?? 'desc') === 'desc' ? 'DESC' : 'ASC';
    const qb = this.products
      .createQueryBuilder('p')
      .where('p.squareItemId IS NOT NULL')
      .orderBy(SORT_COLUMNS[query.sortBy ?? 'lastSyncedAt'], direction)
      .addOrderBy('p.id', direction)
      .addSelect('count(*) OVER ()', 'total_count')
      .limit(limit)
      .offset((page - 1) * limit);
    const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
    let total = raw.length > 0 ? Number(raw[0]!.total_count) : 0;
    if (entities.length === 0 && page > 1)
      total = await this.products.createQueryBuilder('p').where('p.squareItemId IS NOT NULL').getCount();
    return {
      products: entities.map((p) => ({ ...toProduct(p), available: p.available })),
      total,
      page,
      limit,
    };
  }
}

function toRun(r: CatalogSyncRunEntity): CatalogSyncRun {
  const counts: CatalogSyncCounts = {
    pages: r.pages,
    itemsSeen: r.itemsSeen,
    productsUpserted: r.productsUpserted,
    productsUnchanged: r.productsUnchanged,
    productsMadeUnavailable: r.productsMadeUnavailable,
    itemsFailed: r.itemsFailed,
    failedItems: r.failedItems ?? [],
  };
  return {
    id: r.id,
    jobId: r.jobId,
    attempt: r.attempt,
    status: r.status,
    mode: r.mode as CatalogSyncMode,
    trigger: r.requestedBy === 'schedule' ? 'schedule' : (r.requestedByName ?? r.requestedBy),
    requestedBy: r.requestedBy,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
    durationMs: r.finishedAt ? r.finishedAt.getTime() - r.startedAt.getTime() : null,
    beginTime: r.beginTime ? r.beginTime.toISOString() : null,
    error: r.error,
    ...counts,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
