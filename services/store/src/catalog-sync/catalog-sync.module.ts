import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogSyncRunEntity, ProductEntity } from '@petcora/store-data';
import { IdentityModule } from '@petcora/nest-common';
import { CatalogSyncQueueModule } from './catalog-sync-queue.module';
import { CatalogSyncController } from './catalog-sync.controller';
import { CatalogSyncService } from './catalog-sync.service';

@Module({
  imports: [
    CatalogSyncQueueModule,
    IdentityModule,
    TypeOrmModule.forFeature([CatalogSyncRunEntity, ProductEntity]),
  ],
  controllers: [CatalogSyncController],
  providers: [CatalogSyncService],
})
export class CatalogSyncModule {}
