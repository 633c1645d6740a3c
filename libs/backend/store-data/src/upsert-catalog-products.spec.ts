import { createTestDatabase, type TestDatabase } from '@petcora/testing';
import type { DataSource } from 'typeorm';
import { openSchemaDataSource } from '@petcora/nest-common';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS, STORE_SCHEMA } from './index';
import { upsertCatalogProducts, type CatalogProductInput } from './upsert-catalog-products';

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
    expect(await upsertCatalogProducts(ds.manager, [item(1, 150), item(2, 200)])).toBe(2);
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
});
