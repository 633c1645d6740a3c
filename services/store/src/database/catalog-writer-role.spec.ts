import { openSchemaDataSource, schemaDataSourceOptions } from '@petcora/nest-common';
import {
  CATALOG_ENTITIES,
  CatalogSyncRunEntity,
  STORE_SCHEMA,
  upsertCatalogProducts,
} from '@petcora/store-data';
import {
  applyServiceRoles,
  createTestDatabase,
  createTestServiceRoles,
  type TestDatabase,
  type TestServiceRoles,
} from '@petcora/testing';
import { DataSource } from 'typeorm';
import { STORE_ENTITIES, STORE_MIGRATIONS } from './store-database';

/**
 * The store's migrations run as the store's role; the catalogue worker's role then writes the catalogue (products,
 * sync runs) through the grants those migrations give, and nothing else of the store.
 */
describe('the store and catalogue worker roles (real Postgres)', () => {
  let db: TestDatabase;
  let roles: TestServiceRoles;
  let store: DataSource;
  let worker: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('store_roles');
    roles = await createTestServiceRoles(db);
    store = await openSchemaDataSource(
      schemaDataSourceOptions({
        schema: STORE_SCHEMA,
        url: roles.urls.store,
        entities: STORE_ENTITIES,
        migrations: STORE_MIGRATIONS,
      }),
    );
    // As the worker opens it: the catalogue entities, no migrations.
    worker = await new DataSource({
      ...schemaDataSourceOptions({
        schema: STORE_SCHEMA,
        url: roles.urls.catalog_worker,
        entities: CATALOG_ENTITIES,
        migrations: [],
      }),
      extra: { max: 2, options: `-c search_path=${STORE_SCHEMA},public` },
    }).initialize();
  }, 60_000);

  afterAll(async () => {
    await worker?.destroy();
    await store?.destroy();
    await db?.drop();
    await roles?.drop();
  });

  it('migrates the store schema as the store role', async () => {
    const [{ owner }] = await store.query(
      `SELECT tableowner AS owner FROM pg_tables WHERE schemaname = 'store' AND tablename = 'orders'`,
    );
    expect(owner).toBe(roles.roles.store);
  });

  it('lets the worker upsert products and record its sync runs', async () => {
    const written = await upsertCatalogProducts(worker.manager, [
      {
        squareItemId: 'ITEM-1',
        squareVariationId: 'VAR-1',
        name: 'Chew toy',
        description: null,
        price: 499,
        imageUrl: null,
        category: null,
        petType: null,
        squareData: {},
      },
    ]);
    expect(written).toBe(1);
    const runs = worker.getRepository(CatalogSyncRunEntity);
    const run = await runs.save(
      runs.create({ jobId: '1', attempt: 1, status: 'running', mode: 'full', requestedBy: 'test' }),
    );
    await runs.update(run.id, { status: 'succeeded', finishedAt: new Date() });
    const [product] = await store.query(`SELECT name, price FROM products WHERE square_item_id = 'ITEM-1'`);
    expect(product).toEqual({ name: 'Chew toy', price: 499 });
  });

  it('gets its grants back from the roles bootstrap, run again on tables that exist', async () => {
    await store.query(
      'REVOKE SELECT, INSERT, UPDATE ON products, catalog_sync_runs FROM petcora_catalog_writer',
    );
    await expect(worker.query('SELECT count(*) FROM store.products')).rejects.toThrow(/permission denied/);
    await applyServiceRoles(db.url, { prefix: roles.roles.store.replace(/_store$/, '') });
    const [{ n }] = await worker.query('SELECT count(*)::int AS n FROM store.products');
    expect(n).toBeGreaterThanOrEqual(0);
  });

  it('refuses the worker the rest of the store: orders, carts, deleting products, the schema', async () => {
    await expect(worker.query('SELECT count(*) FROM store.orders')).rejects.toThrow(
      /permission denied for table orders/,
    );
    await expect(worker.query('SELECT count(*) FROM store.carts')).rejects.toThrow(/permission denied/);
    await expect(worker.query('DELETE FROM store.products')).rejects.toThrow(/permission denied/);
    await expect(worker.query('CREATE TABLE store.extra (id int)')).rejects.toThrow(/permission denied/);
  });
});
