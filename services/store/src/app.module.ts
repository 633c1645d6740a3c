import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthModule, IdentityModule } from '@petcora/nest-common';
import { StoreConfigModule } from './config/store-env';
import { storeDatabaseOptions } from './database/store-database';
import { bullRoot } from './catalog-sync/catalog-sync-queue.module';
import { CatalogSyncModule } from './catalog-sync/catalog-sync.module';
import { ProductsModule } from './products/products.module';
import { OrdersModule } from './orders/orders.module';
import { CartModule } from './cart/cart.module';
import { CartCleanupModule } from './cart/cart-cleanup.module';
import { WishlistModule } from './wishlist/wishlist.module';
import { CheckoutModule } from './checkout/checkout.module';
import { QueueDashboardModule } from './queue-dashboard/queue-dashboard.module';
import { DemoSeedModule } from './demo-seed/demo-seed.module';
import { StoreReadinessModule } from './health/store-readiness.module';
import { SquareWebhooksModule } from './webhooks/square-webhooks.module';
import { AdminOrdersModule } from './admin-orders/admin-orders.module';
import { CatalogEventsModule } from './catalog-events/catalog-events.module';
import { MemberPetsModule } from './member-pets/member-pets.module';
import { ProductMediaModule } from './product-media/product-media.module';

@Module({
  imports: [
    StoreConfigModule,
    TypeOrmModule.forRootAsync(storeDatabaseOptions),
    bullRoot,
    IdentityModule.forAudience('store'),
    StoreReadinessModule,
    HealthModule,
    // Before ProductsModule: its /api/products/sync-runs must be routed ahead of /api/products/:id.
    CatalogSyncModule,
    ProductsModule,
    OrdersModule,
    CartModule,
    CartCleanupModule,
    WishlistModule,
    CheckoutModule,
    QueueDashboardModule,
    DemoSeedModule,
    SquareWebhooksModule,
    AdminOrdersModule,
    CatalogEventsModule,
    MemberPetsModule,
    ProductMediaModule,
  ],
})
export class AppModule {}
