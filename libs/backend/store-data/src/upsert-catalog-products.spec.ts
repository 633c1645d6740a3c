import { createTestDatabase, type TestDatabase } from '@petcora/testing';
import type { DataSource } from 'typeorm';
import { openSchemaDataSource } from '@petcora/nest-common';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS, STORE_SCHEMA } from './index';
import {
  markCatalogProductsUnavailable,
  markUnlistedCatalogProductsUnavailable,
  upsertCatalogProducts,
  type CatalogProductInput,
} from './upsert-catalog-products';

describe('upsertCatalogProducts (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('store_data');
    ds = await openSchemaDataSource({
      type: 'postgres',
      url: db.url,
      schema: STORE_SCHEMA,
      entities: CATALOG_ENTITIES,
      migrations: CATALOG_MIGRATIONS,
      migrationsTableName: 'migrations',
    });
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const item = (n: number, price: number): CatalogProductInput => ({
    squareItemId: `ITEM_${n}`,
    squareVariationId: `VAR_${n}`,
    name: `Product ${n}`,
    description: null,
    price,
    imageUrl: null,
    category: 'Organic Treats',
    petType: 'Dog',
    squareData: { id: `ITEM_${n}` },
  });

  it('inserts, then updates in place on a re-run without duplicates', async () => {
    expect(await upsertCatalogProducts(ds.manager, [item(1, 100), item(2, 200)])).toBe(2);
    await ds.query(`UPDATE store.products SET is_bestseller = true WHERE square_item_id = 'ITEM_1'`);
    // Only the changed row is written.
    expect(await upsertCatalogProducts(ds.manager, [item(1, 150), item(2, 200)])).toBe(1);
    expect(await upsertCatalogProducts(ds.manager, [item(1, 150), item(2, 200)])).toBe(0);
    const rows = await ds.query(
      `SELECT square_item_id, price, is_bestseller FROM store.products ORDER BY square_item_id`,
    );
    expect(rows).toEqual([
      { square_item_id: 'ITEM_1', price: 150, is_bestseller: true },
      { square_item_id: 'ITEM_2', price: 200, is_bestseller: false },
    ]);
  });

  it('seeds flags and features of a new product from the catalogue, and never overwrites them afterwards', async () => {
    const flagged = { ...item(3, 300), isNew: true, isBestseller: true, features: ['Oatmeal', 'Aloe'] };
    await upsertCatalogProducts(ds.manager, [flagged, item(4, 400)]);
    const read = () =>
      ds.query(
        `SELECT square_item_id, is_new, is_bestseller, attributes FROM store.products
         WHERE square_item_id IN ('ITEM_3', 'ITEM_4') ORDER BY square_item_id`,
      );
    expect(await read()).toEqual([
      {
        square_item_id: 'ITEM_3',
        is_new: true,
        is_bestseller: true,
        attributes: { features: ['Oatmeal', 'Aloe'] },
      },
      { square_item_id: 'ITEM_4', is_new: false, is_bestseller: false, attributes: null },
    ]);
    // An admin edits the flags and features: the next sync keeps them, and fills features only where none exist.
    await ds.query(
      `UPDATE store.products SET is_new = false, attributes = '{"features":["Edited"]}' WHERE square_item_id = 'ITEM_3'`,
    );
    await upsertCatalogProducts(ds.manager, [flagged, { ...item(4, 400), isNew: true, features: ['Late'] }]);
    expect(await read()).toEqual([
      { square_item_id: 'ITEM_3', is_new: false, is_bestseller: true, attributes: { features: ['Edited'] } },
      { square_item_id: 'ITEM_4', is_new: false, is_bestseller: false, attributes: { features: ['Late'] } },
    ]);
  });

  it('makes deleted and unlisted Square products unavailable, never manual ones, and revives a product seen again', async () => {
    await ds.query(`DELETE FROM store.products`);
    await ds.query(`INSERT INTO store.products (name, price) VALUES ('Manual Balm', 900)`);
    await upsertCatalogProducts(ds.manager, [item(10, 100), item(11, 110), item(12, 120)]);
    const availability = () =>
      ds.query(`SELECT coalesce(square_item_id, name) AS key, available FROM store.products ORDER BY 1`);

    expect(await markCatalogProductsUnavailable(ds.manager, ['ITEM_10'])).toBe(1);
    expect(await markCatalogProductsUnavailable(ds.manager, ['ITEM_10'])).toBe(0);
    // A complete listing returned only ITEM_12: ITEM_11 is gone too; the manual product stays.
    expect(await markUnlistedCatalogProductsUnavailable(ds.manager, ['ITEM_12'])).toBe(1);
    expect(await availability()).toEqual([
      { key: 'ITEM_10', available: false },
      { key: 'ITEM_11', available: false },
      { key: 'ITEM_12', available: true },
      { key: 'Manual Balm', available: true },
    ]);
    // Restored in Square: the unchanged row is written once, to become available again.
    expect(await upsertCatalogProducts(ds.manager, [item(10, 100)])).toBe(1);
    expect((await availability())[0]).toEqual({ key: 'ITEM_10', available: true });
  });

  it('binds item ids as parameters (a hostile id is only an id)', async () => {
    const hostile = "x') OR true --";
    expect(await markCatalogProductsUnavailable(ds.manager, [hostile])).toBe(0);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM store.products WHERE NOT available`);
    expect(n).toBe(1);
  });
});
