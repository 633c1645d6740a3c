import { Module, type DynamicModule } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import type { SquareClientConfig } from '../config/catalog-worker-env';
import { ProductImagesModule } from '../product-images/product-images.module';
import type { ProductImagesOptions } from '../product-images/product-images.options';
import { SquareModule } from '../square/square.module';
import { CatalogSyncProcessor } from './catalog-sync.processor';
import { CatalogSyncService, FULL_SYNC_EVERY_MS } from './catalog-sync.service';
import { CatalogSyncScheduleService, SYNC_EVERY_MS } from './catalog-sync-schedule.service';
import { SHUTDOWN_GRACE_MS, WorkerShutdownService } from './worker-shutdown.service';

export interface SyncModuleOptions {
  syncEveryMs: number;
  fullSyncEveryMs: number;
  shutdownGraceMs: number;
  square: SquareClientConfig;
  /** Unset → pictures are not fetched (their image URL is shown as it is). */
  productImages?: ProductImagesOptions;
}

@Module({})
export class SyncModule {
  static register(options: SyncModuleOptions): DynamicModule {
    return {
      module: SyncModule,
      imports: [
        BullModule.registerQueue({ name: CATALOG_SYNC_QUEUE }),
        SquareModule.register(options.square),
        ...(options.productImages ? [ProductImagesModule.register(options.productImages)] : []),
      ],
      providers: [
        { provide: SYNC_EVERY_MS, useValue: options.syncEveryMs },
        { provide: FULL_SYNC_EVERY_MS, useValue: options.fullSyncEveryMs },
        { provide: SHUTDOWN_GRACE_MS, useValue: options.shutdownGraceMs },
        CatalogSyncService,
        CatalogSyncProcessor,
        CatalogSyncScheduleService,
        WorkerShutdownService,
      ],
      exports: [BullModule, CatalogSyncProcessor],
    };
  }
}
