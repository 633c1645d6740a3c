import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import { CatalogSyncProcessor } from '../sync/catalog-sync.processor';
import type { ReadinessProbes } from './health-server';

/** Ready = Postgres answers, Redis answers, and the BullMQ worker is consuming. */
export function workerReadinessProbes(app: INestApplicationContext): ReadinessProbes {
  const dataSource = app.get(DataSource);
  const queue = app.get<Queue>(getQueueToken(CATALOG_SYNC_QUEUE));
  const processor = app.get(CatalogSyncProcessor);
  return {
    database: () => dataSource.query('SELECT 1'),
    redis: () => queue.count(),
    worker: () => {
      if (!processor.worker.isRunning() || processor.worker.closing) throw new Error('worker is not running');
    },
  };
}
