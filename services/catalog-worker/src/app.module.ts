import { Module, type DynamicModule } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { CatalogWorkerConfig } from './config/catalog-worker-env';
import { storeDataSourceOptions } from './database/store-data-source';
import type { ProductImagesOptions } from './product-images/product-images.options';
import { SyncModule } from './sync/sync.module';

export interface CatalogWorkerModuleOptions extends Omit<
  CatalogWorkerConfig,
  'healthPort' | 'healthHost' | 'fullSyncEveryMs' | 'productImages'
> {
  fullSyncEveryMs?: number;
  /** How long a shutdown waits for a running sync before handing it back to the queue. */
  shutdownGraceMs?: number;
  /** Unset → product pictures are not fetched. */
  productImages?: ProductImagesOptions;
}

/** The worker process: Postgres (store schema), BullMQ on Redis, the Square client and the sync processor. */
@Module({})
export class CatalogWorkerModule {
  static register(config: CatalogWorkerModuleOptions): DynamicModule {
    return {
      module: CatalogWorkerModule,
      imports: [
        TypeOrmModule.forRoot(storeDataSourceOptions(config.databaseUrl)),
        BullModule.forRoot({
          connection: { url: config.redisUrl },
          ...(config.bullPrefix ? { prefix: config.bullPrefix } : {}),
        }),
        SyncModule.register({
          syncEveryMs: config.syncEveryMs,
          fullSyncEveryMs: config.fullSyncEveryMs ?? 24 * 60 * 60 * 1000,
          shutdownGraceMs: config.shutdownGraceMs ?? 25_000,
          square: config.square,
          productImages: config.productImages,
        }),
      ],
    };
  }
}
