import { Global, Module } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import { degradedWhenDown, READINESS_CHECKS, type ReadinessChecks } from '@petcora/nest-common';
import { CatalogSyncQueueModule } from '../catalog-sync/catalog-sync-queue.module';

/**
 * /health/ready also probes Redis (the database probe is built in); global so HealthModule's controller sees it.
 * Without Redis the catalogue still answers (only sync requests wait): degraded, still ready.
 */
@Global()
@Module({
  imports: [CatalogSyncQueueModule],
  providers: [
    {
      provide: READINESS_CHECKS,
      inject: [getQueueToken(CATALOG_SYNC_QUEUE)],
      useFactory: (queue: Queue): ReadinessChecks => ({
        // A real round trip to Redis through the queue (BullMQ 6 exposes no ping on its client abstraction).
        redis: degradedWhenDown(() => queue.getJobCounts('wait')),
      }),
    },
  ],
  exports: [READINESS_CHECKS],
})
export class StoreReadinessModule {}
