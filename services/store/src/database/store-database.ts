import type { TypeOrmModuleAsyncOptions } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS, STORE_SCHEMA } from '@petcora/store-data';
import { openSchemaDataSource, schemaDataSourceOptions } from '@petcora/nest-common';
import { OrderEntity } from '../orders/order.entity';
import { OrderItemEntity } from '../orders/order-item.entity';
import { PaymentEntity } from '../payments/payment.entity';
import { CreateOrders1763800000000 } from '../migrations/1763800000000-create-orders';
import { CartWishlistCheckout1764400000001 } from '../migrations/1764400000001-cart-wishlist-checkout';
import { CatalogEvents1765400000000 } from '../migrations/1765400000000-catalog-events';
import { Payments1765410000000 } from '../migrations/1765410000000-payments';
import { StoreEnv } from '../config/store-env';

/** The store schema: catalogue tables (shared with the catalog worker) and this service's own. */
export const STORE_ENTITIES = [...CATALOG_ENTITIES, OrderEntity, OrderItemEntity, PaymentEntity];
/** Catalogue migrations first: order_items references products. */
export const STORE_MIGRATIONS = [
  ...CATALOG_MIGRATIONS,
  CreateOrders1763800000000,
  CartWishlistCheckout1764400000001,
  CatalogEvents1765400000000,
  Payments1765410000000,
];

/** TypeORM on the `store` schema; creates the schema and runs every pending migration when the app starts. */
export const storeDatabaseOptions: TypeOrmModuleAsyncOptions = {
  inject: [StoreEnv],
  useFactory: (env: StoreEnv) =>
    schemaDataSourceOptions({
      schema: STORE_SCHEMA,
      url: env.DATABASE_URL,
      entities: STORE_ENTITIES,
      migrations: STORE_MIGRATIONS,
    }),
  dataSourceFactory: async (options) => openSchemaDataSource(options as DataSourceOptions),
};
