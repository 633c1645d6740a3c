import request from 'supertest';
import * as classValidator from 'class-validator';
import { Client } from 'pg';
import type { Product } from '@petcora/contracts';
import { recordedStatement } from '../testing/recorded-statement';
import { useStoreTestApp } from '../testing/store-test-app';
import { ProductEntity } from '@petcora/store-data';
import { escapeLikePattern } from './products.service';
import { toProduct } from './product.mapper';

interface Fixture {
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  petType: string;
  isNew: boolean;
  isBestseller: boolean;
  createdAt: string;
}

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const FIXTURES: Fixture[] = [
  {
    id: id(1),
    name: 'Aloe Dog Shampoo',
    description: 'Soothing wash',
    price: 2499,
    category: 'Shampoo & Conditioner',
    petType: 'Dog',
    isNew: false,
    isBestseller: true,
    createdAt: '2026-01-03T00:00:00Z',
  },
  {
    id: id(2),
    name: 'Calm Cat Shampoo',
    description: 'Tearless formula',
    price: 1999,
    category: 'Shampoo & Conditioner',
    petType: 'Cat',
    isNew: true,
    isBestseller: false,
    createdAt: '2026-01-05T00:00:00Z',
  },
  {
    id: id(3),
    name: '100% Salmon Bites',
    description: 'Single ingredient',
    price: 1299,
    category: 'Organic Treats',
    petType: 'Cat',
    isNew: true,
    isBestseller: true,
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: id(4),
    name: '100 Chicken Chews',
    description: 'Value pack of chews',
    price: 999,
    category: 'Organic Treats',
    petType: 'Dog',
    isNew: false,
    isBestseller: false,
    createdAt: '2026-01-04T00:00:00Z',
  },
  {
    id: id(5),
    name: 'Omega Supplement',
    description: 'Fish oil for a glossy coat, 50% more',
    price: 3299,
    category: 'Nutritional Supplements',
    petType: 'Dog',
    isNew: false,
    isBestseller: false,
    createdAt: '2026-01-02T00:00:00Z',
  },
  {
    id: id(6),
    name: 'Paw_Balm',
    description: 'Shea balm',
    price: 1599,
    category: 'Skincare Solutions',
    petType: 'Dog',
    isNew: false,
    isBestseller: true,
    createdAt: '2026-01-06T00:00:00Z',
  },
];

describe('GET /api/products (real Postgres)', () => {
  const { store } = useStoreTestApp({ label: 'products' });

  beforeAll(async () => {
    for (const f of FIXTURES) {
      await store.dataSource.query(
        `INSERT INTO products (id, name, description, price, category, pet_type, is_new, is_bestseller, attributes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
        [
          f.id,
          f.name,
          f.description,
          f.price,
          f.category,
          f.petType,
          f.isNew,
          f.isBestseller,
          JSON.stringify({ features: [`${f.name} feature`] }),
          f.createdAt,
        ],
      );
    }
  });

  const list = async (query: Record<string, string>): Promise<Product[]> => {
    const res = await request(store.app.getHttpServer()).get('/api/products').query(query).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body;
  };
  const names = (products: Product[]) => products.map((p) => p.name);

  it('lists every product sorted by name by default, in the contract shape', async () => {
    const products = await list({});
    expect(names(products)).toEqual([
      '100 Chicken Chews',
      '100% Salmon Bites',
      'Aloe Dog Shampoo',
      'Calm Cat Shampoo',
      'Omega Supplement',
      'Paw_Balm',
    ]);
    expect(products.find((p) => p.id === id(1))).toEqual({
      id: id(1),
      name: 'Aloe Dog Shampoo',
      description: 'Soothing wash',
      price: 2499,
      imageUrl: null,
      image: null,
      category: 'Shampoo & Conditioner',
      petType: 'Dog',
      featured: false,
      isNew: false,
      isBestseller: true,
      attributes: { features: ['Aloe Dog Shampoo feature'] },
      squareItemId: null,
      lastSyncedAt: null,
      createdAt: '2026-01-03T00:00:00.000Z',
    });
  });

  it('filters by category and by pet type (case-insensitively)', async () => {
    expect(names(await list({ category: 'Organic Treats' }))).toEqual([
      '100 Chicken Chews',
      '100% Salmon Bites',
    ]);
    expect(names(await list({ petType: 'Cat' }))).toEqual(['100% Salmon Bites', 'Calm Cat Shampoo']);
    expect(names(await list({ petType: 'dog', category: 'shampoo & conditioner' }))).toEqual([
      'Aloe Dog Shampoo',
    ]);
  });

  it('searches names and descriptions, treating % and _ as literal characters', async () => {
    expect(names(await list({ search: 'shampoo' }))).toEqual(['Aloe Dog Shampoo', 'Calm Cat Shampoo']);
    expect(names(await list({ search: 'TEARLESS' }))).toEqual(['Calm Cat Shampoo']);
    expect(names(await list({ search: '100%' }))).toEqual(['100% Salmon Bites']);
    expect(names(await list({ search: '%' }))).toEqual(['100% Salmon Bites', 'Omega Supplement']);
    expect(names(await list({ search: 'w_b' }))).toEqual(['Paw_Balm']);
    expect(names(await list({ search: '_' }))).toEqual(['Paw_Balm']);
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('filters by a price range in cents, bounds included', async () => {
    expect(names(await list({ minPrice: '1599', maxPrice: '2499' }))).toEqual([
      'Aloe Dog Shampoo',
      'Calm Cat Shampoo',
      'Paw_Balm',
    ]);
    expect(names(await list({ minPrice: '3000' }))).toEqual(['Omega Supplement']);
    expect(names(await list({ maxPrice: '999' }))).toEqual(['100 Chicken Chews']);
  });

  it('filters by isNew and isBestseller', async () => {
    expect(names(await list({ isNew: 'true' }))).toEqual(['100% Salmon Bites', 'Calm Cat Shampoo']);
    expect(names(await list({ isNew: 'false' }))).toHaveLength(4);
    expect(names(await list({ isBestseller: 'true' }))).toEqual([
      '100% Salmon Bites',
      'Aloe Dog Shampoo',
      'Paw_Balm',
    ]);
    expect(names(await list({ isBestseller: 'true', isNew: 'true' }))).toEqual(['100% Salmon Bites']);
  });

  it('sorts by name, price and createdAt in both directions', async () => {
    expect(names(await list({ sortBy: 'name', sortOrder: 'desc' }))[0]).toBe('Paw_Balm');
    expect((await list({ sortBy: 'price' })).map((p) => p.price)).toEqual([
      999, 1299, 1599, 1999, 2499, 3299,
    ]);
    expect((await list({ sortBy: 'price', sortOrder: 'desc' })).map((p) => p.price)).toEqual([
      3299, 2499, 1999, 1599, 1299, 999,
    ]);
    expect((await list({ sortBy: 'createdAt' })).map((p) => p.id)).toEqual([
      id(3),
      id(5),
      id(1),
      id(4),
      id(2),
      id(6),
    ]);
    expect((await list({ sortBy: 'createdAt', sortOrder: 'desc' })).map((p) => p.id)).toEqual([
      id(6),
      id(2),
      id(4),
      id(1),
      id(5),
      id(3),
    ]);
  });

  it('pages with limit and offset, and treats empty filters as absent', async () => {
    expect(names(await list({ sortBy: 'price', limit: '2', offset: '1' }))).toEqual([
      '100% Salmon Bites',
      'Paw_Balm',
    ]);
    expect(
      await list({ category: '', petType: '', search: '', minPrice: '', isNew: '', sortBy: '' }),
    ).toHaveLength(6);
  });

  it.each([
    [{ minPrice: 'abc' }, 'minPrice must be a whole number of cents'],
    [{ minPrice: '-1' }, 'minPrice must be 0 or more'],
    [{ maxPrice: '12.5' }, 'maxPrice must be a whole number of cents'],
    [{ maxPrice: '99999999999' }, 'maxPrice must be at most 1000000000'],
    [{ isNew: 'yes' }, 'isNew must be true or false'],
    [{ isBestseller: '1' }, 'isBestseller must be true or false'],
    [{ sortBy: 'rating' }, 'sortBy must be one of name, price, createdAt'],
    [{ sortOrder: 'up' }, 'sortOrder must be asc or desc'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ offset: '-5' }, 'offset must be 0 or more'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
    [{ unknown: '1' }, 'property unknown should not exist'],
    [
      { category: 'Toys' },
      'category must be one of Shampoo & Conditioner, Nutritional Supplements, Organic Treats, Wellness Products, Skincare Solutions',
    ],
    [{ category: "' OR 1=1 --" }, expect.stringMatching(/^category must be one of /)],
    [{ petType: 'fish' }, 'petType must be one of Cat, Dog'],
    [{ minPrice: '5000', maxPrice: '1000' }, 'minPrice must not be greater than maxPrice'],
    [{ minPrice: '1e3' }, 'minPrice must be a whole number of cents'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: 'two' }, 'page must be a whole number'],
    [{ page: '100001' }, 'page must be at most 100000'],
    [{ page: '2', offset: '10' }, 'Send either page or offset, not both'],
  ] as [Record<string, string>, unknown][])('answers 400 with a message for %j', async (query, message) => {
    const res = await request(store.app.getHttpServer()).get('/api/products').query(query).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('pages with page and limit, telling the number of matches in X-Total-Count', async () => {
    const http = store.app.getHttpServer();
    const first = await request(http)
      .get('/api/products')
      .query({ sortBy: 'price', limit: '4', page: '1' })
      .expect(200);
    expect(first.headers['x-total-count']).toBe('6');
    expect(first.body.map((p: Product) => p.price)).toEqual([999, 1299, 1599, 1999]);
    const second = await request(http)
      .get('/api/products')
      .query({ sortBy: 'price', limit: '4', page: '2' })
      .expect(200);
    expect(second.body.map((p: Product) => p.price)).toEqual([2499, 3299]);
    expect(second.headers['x-total-count']).toBe('6');
    // Past the end: an empty page that still tells the total.
    const past = await request(http).get('/api/products').query({ limit: '4', page: '9' }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
    const filtered = await request(http)
      .get('/api/products')
      .query({ petType: 'Cat', limit: '1' })
      .expect(200);
    expect(filtered.body).toHaveLength(1);
    expect(filtered.headers['x-total-count']).toBe('2');
    const none = await request(http)
      .get('/api/products')
      .query({ category: 'Wellness Products' })
      .expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('accepts known categories and pet types in any letter case, and an equal min and max price', async () => {
    expect(names(await list({ category: 'ORGANIC TREATS', petType: 'cat' }))).toEqual(['100% Salmon Bites']);
    expect(names(await list({ minPrice: '1299', maxPrice: '1299' }))).toEqual(['100% Salmon Bites']);
  });

  it('has an index for every sort and flag filter', async () => {
    const rows: { indexdef: string }[] = await store.dataSource.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'store' AND tablename = 'products'`,
    );
    const defs = rows.map((r) => r.indexdef).join('\n');
    for (const expected of [
      /\(name, id\)$/m,
      /\(price, id\)$/m,
      /\(created_at, id\)$/m,
      /\(name, id\) WHERE is_new$/m,
      /\(name, id\) WHERE is_bestseller$/m,
      /\(lower\(\(category\)::text\), price\)$/m,
      /\(lower\(\(pet_type\)::text\), price\)$/m,
      /gin \(name_folded gin_trgm_ops\)$/m,
      /gin \(description_folded gin_trgm_ops\)$/m,
    ])
      expect(defs).toMatch(expected);
    // The single-column indexes they replaced are gone (no list query could use them for its order).
    expect(defs).not.toMatch(/\((name|price|created_at DESC)\)$/m);
  });

  it('rejects a repeated parameter', async () => {
    const res = await request(store.app.getHttpServer())
      .get('/api/products?category=a&category=b')
      .expect(400);
    expect(res.body).toEqual({ message: 'category must be a single text value' });
  });

  it('validates a filter set it already passed from memory, and refuses a bad one every time', async () => {
    const validate = jest.spyOn(classValidator, 'validate');
    try {
      const query = { category: 'Organic Treats', petType: 'Dog', sortBy: 'price', sortOrder: 'desc' };
      const first = await list(query);
      const validatedOnce = validate.mock.calls.length;
      expect(validatedOnce).toBeGreaterThan(0);
      expect(await list(query)).toEqual(first);
      expect(validate.mock.calls.length).toBe(validatedOnce);
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await request(store.app.getHttpServer())
          .get('/api/products?category=Organic%20Treats&minPrice=-1')
          .expect(400);
        expect(res.body).toEqual({ message: 'minPrice must be 0 or more' });
      }
    } finally {
      validate.mockRestore();
    }
  });

  it('runs exactly one SQL query for a fully filtered list', async () => {
    const spy = jest.spyOn(Client.prototype, 'query');
    try {
      const products = await list({
        category: 'Organic Treats',
        petType: 'Cat',
        search: 'salmon',
        minPrice: '0',
        maxPrice: '5000',
        isNew: 'true',
        isBestseller: 'true',
        sortBy: 'price',
        sortOrder: 'desc',
        limit: '10',
      });
      expect(names(products)).toEqual(['100% Salmon Bites']);
      expect(spy).toHaveBeenCalledTimes(1);
      // Parameterised: the shopper's text travels as a value, never inside the SQL.
      const { sql, params } = recordedStatement(spy.mock.calls[0]!);
      expect(sql).not.toContain('salmon');
      expect(params).toContain('%salmon%');
    } finally {
      spy.mockRestore();
    }
  });

  it('answers the very bytes the TypeORM entity mapping wrote (timestamps truncated to ms, null attributes)', async () => {
    // Rows are read raw and timestamps formatted by Postgres; the answer must not change by one byte.
    const synced = '00000000-0000-4000-8000-0000000000a1';
    await store.dataSource.query(
      `INSERT INTO products (id, name, description, price, image_url, category, pet_type, featured, square_item_id,
                             attributes, last_synced_at, created_at)
       VALUES ($1, 'Zz Synced "Balm" \\ ü', NULL, 1, 'https://img.example/z.png', 'Skincare Solutions', NULL, true,
               'SQ-1', NULL, '2026-02-03T04:05:06.999999Z', '2026-01-07T10:11:12.123999Z')`,
      [synced],
    );
    try {
      const http = store.app.getHttpServer();
      const entities = await store.dataSource
        .getRepository(ProductEntity)
        .find({ where: { available: true }, order: { name: 'ASC', id: 'ASC' } });
      const listed = await request(http).get('/api/products').expect(200);
      expect(listed.text).toBe(JSON.stringify(entities.map(toProduct)));
      const one = await request(http).get(`/api/products/${synced}`).expect(200);
      expect(one.text).toBe(JSON.stringify(toProduct(entities.find((e) => e.id === synced)!)));
      expect(one.body).toMatchObject({
        lastSyncedAt: '2026-02-03T04:05:06.999Z',
        createdAt: '2026-01-07T10:11:12.123Z',
        attributes: { features: [] },
      });
    } finally {
      await store.dataSource.query(`DELETE FROM products WHERE id = $1`, [synced]);
    }
  });

  it("answers the entity mapping's bytes for filtered, sorted and paged lists (microsecond ties in order)", async () => {
    // Rows come as arrays, timestamps formatted by Postgres while the order follows the stored values, so
    // two products a microsecond apart keep their order although their texts are equal.
    const tied = ['00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2'];
    await store.dataSource.query(
      `INSERT INTO products (id, name, description, price, category, pet_type, attributes, created_at)
       VALUES ($1, 'Tied Treat B', 'Tab\tand "quotes"', 999, 'Organic Treats', 'Dog', '{"features": ["ü", "a\\\\b"]}',
               '2026-01-04T00:00:00.000002Z'),
              ($2, 'Tied Treat A', NULL, 999, 'Organic Treats', 'Dog', '{"features": []}', '2026-01-04T00:00:00.000001Z')`,
      tied,
    );
    try {
      const http = store.app.getHttpServer();
      const repository = store.dataSource.getRepository(ProductEntity);
      const entities = (await repository.find({ where: { available: true } })).map((e) => ({
        e,
        p: toProduct(e),
      }));
      const expected = (
        keep: (p: Product) => boolean,
        order: (a: ProductEntity, b: ProductEntity) => number,
        from = 0,
        count = 100,
      ) =>
        JSON.stringify(
          entities
            .filter(({ p }) => keep(p))
            .sort((a, b) => order(a.e, b.e) || (a.e.id < b.e.id ? -1 : 1))
            .slice(from, from + count)
            .map(({ p }) => p),
        );
      const byPrice = (a: ProductEntity, b: ProductEntity) => a.price - b.price;
      const bench = await request(http)
        .get('/api/products?category=Organic%20Treats&petType=Dog&sortBy=price&sortOrder=asc')
        .expect(200);
      expect(bench.text).toBe(
        expected((p) => p.category === 'Organic Treats' && p.petType === 'Dog', byPrice),
      );
      expect(bench.headers['x-total-count']).toBe('3');
      // Postgres keeps microseconds (the Dates of the entities do not): B, stored 1 µs later, comes first.
      const newest = await request(http)
        .get('/api/products?sortBy=createdAt&sortOrder=desc&limit=3')
        .expect(200);
      expect((newest.body as Product[]).map((p) => p.name)).toEqual([
        'Paw_Balm',
        'Calm Cat Shampoo',
        'Tied Treat B',
      ]);
      const paged = await request(http).get('/api/products?sortBy=price&limit=2&page=2').expect(200);
      expect(paged.text).toBe(expected(() => true, byPrice, 2, 2));
    } finally {
      await store.dataSource.query(`DELETE FROM products WHERE id = ANY($1)`, [tied]);
    }
  });

  it('GET /api/products/:id answers one product, 404 when unknown and 400 for a malformed id', async () => {
    const http = store.app.getHttpServer();
    const one = await request(http)
      .get(`/api/products/${id(2)}`)
      .expect(200);
    expect(one.body).toMatchObject({
      id: id(2),
      name: 'Calm Cat Shampoo',
      price: 1999,
      attributes: { features: ['Calm Cat Shampoo feature'] },
    });
    const missing = await request(http).get('/api/products/00000000-0000-4000-8000-0000000000ff').expect(404);
    expect(missing.body).toEqual({ message: 'Product not found' });
    const bad = await request(http).get('/api/products/not-a-uuid').expect(400);
    expect(bad.body).toEqual({ message: 'Invalid product id' });
  });
});
