import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import {
  Counter,
  createMetricsRegistry,
  Gauge,
  observeConnectionPools,
  observeQueueDepth,
  observeWorkerJobs,
  type PoolCounts,
  type Registry,
} from '@petcora/metrics';
import { CatalogSyncProcessor } from '../sync/catalog-sync.processor';
import type { CatalogSyncSummary } from '../sync/catalog-sync.service';

/**
 * The worker's Prometheus metrics (served on its health port, docs/operations.md): Node's own, the Postgres pool,
 * the sync queue's depth, job durations by outcome, and the catalogue items each sync handled.
 */
export function createWorkerMetrics(app: INestApplicationContext): Registry {
  const registry = createMetricsRegistry('catalog-worker');
  const dataSource = app.get(DataSource);
  const processor = app.get(CatalogSyncProcessor);
  observeConnectionPools(registry, {
    store: () => (dataSource.driver as unknown as { master?: PoolCounts }).master,
  });
  observeQueueDepth(registry, [app.get<Queue>(getQueueToken(CATALOG_SYNC_QUEUE))]);
  observeWorkerJobs(registry, processor.worker);
  observeSyncThroughput(registry, processor.worker);
  return registry;
}

/**
 * `catalog_sync_items_total{outcome}` (its rate is items per second over time) and
 * `catalog_sync_last_items_per_second` (the last completed sync's own pace).
 */
function observeSyncThroughput(registry: Registry, worker: CatalogSyncProcessor['worker']): void {
  const items = new Counter({
    name: 'catalog_sync_items_total',
    help: 'Catalogue items handled by completed syncs, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pace = new Gauge({
    name: 'catalog_sync_last_items_per_second',
    help: 'Items seen per second by the last completed sync',
    registers: [registry],
  });
  worker.on('completed', (job: Job, result: CatalogSyncSummary) => {
    items.inc({ outcome: 'upserted' }, result.productsUpserted);
    items.inc({ outcome: 'unchanged' }, result.productsUnchanged);
    items.inc({ outcome: 'made_unavailable' }, result.productsMadeUnavailable);
    items.inc({ outcome: 'failed' }, result.itemsFailed);
    const seconds = job.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : 0;
    if (seconds > 0) pace.set(result.itemsSeen / seconds);
  });
}
