import type { DataSource } from 'typeorm';
import { openSchemaDataSource } from '@petcora/nest-common';
import { STORE_SCHEMA } from '@petcora/store-data';
import type { TestDatabase } from '@petcora/testing';
import { createStoreTestDatabase } from '../testing/store-test-app';
import { STORE_ENTITIES, STORE_MIGRATIONS } from './store-database';

/** The store schema's migrations apply on an empty database, and the newer ones revert and re-apply cleanly. */
describe('store schema migrations (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createStoreTestDatabase('migrations');
    ds = await openSchemaDataSource({
      type: 'postgres',
      url: db.url,
      schema: STORE_SCHEMA,
      entities: STORE_ENTITIES,
      migrations: STORE_MIGRATIONS,
      migrationsTableName: 'migrations',
    });
  }, 60_000);

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const tables = async () =>
    (
      await ds.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'store' ORDER BY table_name`,
      )
    ).map((r) => r.table_name);
  const indexes = async () =>
    (
      await ds.query<{ indexname: string }[]>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'store' ORDER BY indexname`,
      )
    ).map((r) => r.indexname);

  /** The product picture columns (store-data's product image renditions migration). */
  const pictureColumns = async () =>
    (
      await ds.query<{ column_name: string }[]>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = 'store' AND table_name = 'products'
           AND column_name LIKE 'image\\_%' AND column_name <> 'image_url'
         ORDER BY column_name`,
      )
    ).map((r) => r.column_name);

  it('creates the cart, wishlist and order tables with their indexes', async () => {
    expect(await tables()).toEqual([
      'cart_items',
      'carts',
      'catalog_event_outbox',
      'catalog_sync_runs',
      'member_pet_types',
      'migrations',
      'order_events',
      'order_items',
      'orders',
      'payment_refunds',
      'payments',
      'products',
      'square_webhook_events',
      'wishlist_items',
    ]);
    expect(await indexes()).toEqual(
      expect.arrayContaining([
        'carts_user_id_key',
        'carts_token_hash_key',
        'carts_visitor_updated_at_idx',
        'cart_items_pkey',
        'wishlist_items_pkey',
        'wishlist_items_user_added_idx',
        'wishlist_items_product_id_idx',
        'orders_user_idempotency_key_unique',
        'products_name_id_idx',
        'products_price_id_idx',
        'products_created_at_id_idx',
        'products_new_name_idx',
        'products_bestseller_name_idx',
        'products_pet_type_lower_price_idx',
        'orders_status_created_at_idx',
        'payment_refunds_order_id_idx',
        'order_events_order_id_created_at_idx',
      ]),
    );
  });

  it('reverts the migrations from the product sort indexes on and applies them again to the same schema', async () => {
    const before = {
      tables: await tables(),
      indexes: await indexes(),
      pictureColumns: await pictureColumns(),
    };
    expect(before.pictureColumns).toEqual([
      'image_height',
      'image_placeholder',
      'image_renditions',
      'image_source_hash',
      'image_source_url',
      'image_width',
    ]);
    await ds.undoLastMigration(); // product picture renditions
    expect(await pictureColumns()).toEqual([]);
    await ds.undoLastMigration(); // payments, refunds, order history, webhook events
    expect(await tables()).not.toContain('payments');
    expect(await indexes()).not.toContain('orders_status_created_at_idx');
    await ds.undoLastMigration(); // catalogue events (outbox, trigger) and members' pet types
    expect(await tables()).not.toContain('catalog_event_outbox');
    expect(await tables()).not.toContain('member_pet_types');
    await ds.undoLastMigration(); // the catalogue writer's grants
    await ds.undoLastMigration(); // lower-cased search columns and their trigram indexes
    expect(await indexes()).toEqual(
      expect.arrayContaining(['products_name_trgm_idx', 'products_description_trgm_idx']),
    );
    expect(await indexes()).not.toContain('products_name_folded_trgm_idx');
    await ds.undoLastMigration(); // product availability, sync run details
    expect(await indexes()).not.toContain('products_unavailable_idx');
    await ds.undoLastMigration(); // cart, wishlist, idempotency key
    await ds.undoLastMigration(); // product sort indexes
    expect(await tables()).not.toContain('carts');
    expect(await indexes()).toContain('products_name_idx');
    await ds.runMigrations();
    expect({
      tables: await tables(),
      indexes: await indexes(),
      pictureColumns: await pictureColumns(),
    }).toEqual(before);
  });
});
