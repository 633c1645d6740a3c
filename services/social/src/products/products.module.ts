import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { CATALOG_EVENTS_QUEUE } from '@petcora/contracts';
import { FeedModule } from '../feed/feed.module';
import { ProductEventsProcessor } from './product-events.processor';
import { ProductProjection } from './product-projection.service';
import { ProductsController } from './products.controller';

/** The store's catalogue as the community sees it: the projection, its event consumer and the tagged-posts list. */
@Module({
  imports: [BullModule.registerQueue({ name: CATALOG_EVENTS_QUEUE }), FeedModule],
  controllers: [ProductsController],
  providers: [ProductProjection, ProductEventsProcessor],
  exports: [ProductProjection, BullModule],
})
export class ProductsModule {}
