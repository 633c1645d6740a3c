import request from 'supertest';
import {
  createSquareEmulator,
  generateCatalog,
  SAMPLE_CATALOG,
  type SquareCatalogObject,
  type SquareItemObject,
} from './app';

const AUTH = { Authorization: 'Bearer emulator-token' };

/** Follows cursors like the SDK does and returns every page's body. */
async function listAllPages(app: ReturnType<typeof createSquareEmulator>, types: string) {
  const pages: { objects?: SquareCatalogObject[]; cursor?: string }[] = [];
  let cursor: string | undefined;
  do {
    const res = await request(app)
      .get('/v2/catalog/list')
      .query({ types, ...(cursor ? { cursor } : {}) })
      .set(AUTH)
      .expect(200);
    pages.push(res.body);
    cursor = res.body.cursor;
  } while (cursor);
  return pages;
}

function item(n: number, overrides: Partial<SquareItemObject> = {}): SquareItemObject {
  return {
    type: 'ITEM',
    id: `ITEM-${n}`,
    updated_at: `2025-11-0${n}T00:00:00Z`,
    version: n,
    is_deleted: false,
    present_at_all_locations: true,
    item_data: {
      name: `Item ${n}`,
      variations: [
        {
          type: 'ITEM_VARIATION',
          id: `VAR-${n}`,
          item_variation_data: {
            item_id: `ITEM-${n}`,
            pricing_type: 'FIXED_PRICING',
            price_money: { amount: 100 * n, currency: 'USD' },
          },
        },
      ],
    },
    ...overrides,
  };
}

describe('sample catalogue', () => {
  const items = SAMPLE_CATALOG.filter((o): o is SquareItemObject => o.type === 'ITEM');

  it('has natural pet products for cats and dogs across the five store categories, each with a priced variation and an image', () => {
    const categories = new Map(
      SAMPLE_CATALOG.flatMap((o) => (o.type === 'CATEGORY' ? [[o.id, o.category_data.name] as const] : [])),
    );
    const images = new Map(
      SAMPLE_CATALOG.flatMap((o) => (o.type === 'IMAGE' ? [[o.id, o.image_data.url] as const] : [])),
    );
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(categories.values())).toEqual(
      new Set([
        'Shampoo & Conditioner',
        'Nutritional Supplements',
        'Organic Treats',
        'Wellness Products',
        'Skincare Solutions',
      ]),
    );
    expect(new Set(items.map((i) => i.custom_attribute_values?.pet_type?.string_value))).toEqual(
      new Set(['Cat', 'Dog']),
    );
    for (const i of items) {
      expect(categories.get(i.item_data.categories![0]!.id)).toBeDefined();
      expect(images.get(i.item_data.image_ids![0]!)).toMatch(/^\/assets\/demo\/product-sync-\d+\.svg$/);
      const price = i.item_data.variations[0]!.item_variation_data.price_money!;
      expect(Number.isInteger(price.amount) && price.amount > 0).toBe(true);
      expect(price.currency).toBe('USD');
    }
    expect(new Set(SAMPLE_CATALOG.map((o) => o.id)).size).toBe(SAMPLE_CATALOG.length);
  });
});

describe('GET /v2/catalog/list', () => {
  it('answers 401 in Square error format without a bearer token, or with the wrong one when a token is configured', async () => {
    const open = createSquareEmulator();
    const res = await request(open).get('/v2/catalog/list').expect(401);
    expect(res.body).toEqual({
      errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: expect.any(String) }],
    });
    await request(open).get('/v2/catalog/list').set('Authorization', 'Bearer ').expect(401);
    await request(open).get('/v2/catalog/list').set('Authorization', 'Basic abc').expect(401);

    const locked = createSquareEmulator({ token: 'secret' });
    await request(locked).get('/v2/catalog/list').set(AUTH).expect(401);
    await request(locked).get('/v2/catalog/list').set('Authorization', 'Bearer secret').expect(200);
  });

  it('pages through the whole selection with opaque cursors and honours the types filter', async () => {
    const app = createSquareEmulator({ pageSize: 5 });
    const pages = await listAllPages(app, 'ITEM,IMAGE,CATEGORY');
    const objects = pages.flatMap((p) => p.objects ?? []);
    expect(pages.length).toBe(Math.ceil(SAMPLE_CATALOG.length / 5));
    expect(pages.slice(0, -1).every((p) => p.objects!.length === 5)).toBe(true);
    expect(pages.at(-1)!.cursor).toBeUndefined();
    expect(objects.map((o) => o.id)).toEqual(SAMPLE_CATALOG.map((o) => o.id));

    const onlyImages = (await listAllPages(app, 'IMAGE')).flatMap((p) => p.objects ?? []);
    expect(onlyImages.length).toBe(SAMPLE_CATALOG.filter((o) => o.type === 'IMAGE').length);
    expect(onlyImages.every((o) => o.type === 'IMAGE')).toBe(true);

    app.emulator.setPageSize(100);
    expect(await listAllPages(app, 'ITEM,IMAGE,CATEGORY')).toHaveLength(1);
    expect(() => app.emulator.setPageSize(0)).toThrow(/pageSize/);
  });

  it('keeps the wire format snake_case with money in minor units', async () => {
    const app = createSquareEmulator({ catalog: [item(3)] });
    const res = await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(200);
    expect(res.body.objects[0]).toMatchObject({
      type: 'ITEM',
      id: 'ITEM-3',
      is_deleted: false,
      present_at_all_locations: true,
      item_data: {
        variations: [
          {
            item_variation_data: {
              price_money: { amount: 300, currency: 'USD' },
              pricing_type: 'FIXED_PRICING',
            },
          },
        ],
      },
    });
  });

  it('lists variations on their own when ITEM_VARIATION is asked for, and never lists deleted objects', async () => {
    const app = createSquareEmulator({ catalog: [item(1), item(2, { is_deleted: true })] });
    const res = await request(app)
      .get('/v2/catalog/list')
      .query({ types: 'ITEM,ITEM_VARIATION' })
      .set(AUTH)
      .expect(200);
    expect(res.body.objects.map((o: { id: string }) => o.id)).toEqual(['ITEM-1', 'VAR-1']);
  });

  it('answers an empty catalogue with no objects and no cursor', async () => {
    const res = await request(createSquareEmulator({ catalog: [] }))
      .get('/v2/catalog/list?types=ITEM')
      .set(AUTH)
      .expect(200);
    expect(res.body).toEqual({});
  });

  it('rejects unknown types and forged or foreign cursors with 400', async () => {
    const app = createSquareEmulator({ pageSize: 2 });
    const bad = await request(app).get('/v2/catalog/list?types=ITEM,BANANA').set(AUTH).expect(400);
    expect(bad.body.errors[0]).toMatchObject({
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_ENUM_VALUE',
      field: 'types',
    });
    await request(app).get('/v2/catalog/list?types=ITEM&cursor=not-a-cursor').set(AUTH).expect(400);
    const first = await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(200);
    await request(app)
      .get('/v2/catalog/list')
      .query({ types: 'IMAGE', cursor: first.body.cursor })
      .set(AUTH)
      .expect(400);
  });

  it('fails injected requests with a Square 500 and then recovers', async () => {
    const app = createSquareEmulator({ pageSize: 5, faults: { failFirstRequests: 2 } });
    await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(500);
    const res = await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(500);
    expect(res.body.errors[0]).toMatchObject({ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR' });
    await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(200);
  });

  it('can fail one page only, once, to interrupt a listing halfway', async () => {
    const app = createSquareEmulator({ pageSize: 5 });
    app.emulator.failPage(2, 1);
    const first = await request(app).get('/v2/catalog/list?types=ITEM,IMAGE,CATEGORY').set(AUTH).expect(200);
    const page2 = () =>
      request(app)
        .get('/v2/catalog/list')
        .query({ types: 'ITEM,IMAGE,CATEGORY', cursor: first.body.cursor })
        .set(AUTH);
    await page2().expect(500);
    await page2().expect(200);
  });

  it('can answer slowly', async () => {
    const app = createSquareEmulator();
    app.emulator.setLatency(150);
    const started = Date.now();
    await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('serves an injected catalogue and records what clients sent', async () => {
    const app = createSquareEmulator();
    app.emulator.setCatalog([item(1), item(2)]);
    const res = await request(app)
      .get('/v2/catalog/list?types=ITEM')
      .set(AUTH)
      .set('Square-Version', '2026-09-16')
      .expect(200);
    expect(res.body.objects).toHaveLength(2);
    expect(app.emulator.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/catalog/list',
      query: { types: 'ITEM' },
      body: undefined,
      squareVersion: '2026-09-16',
      at: expect.any(Number),
    });
  });

  it('answers an injected 429 with Retry-After, or another 5xx, as asked', async () => {
    const app = createSquareEmulator();
    app.emulator.failNextRequests(1, { status: 429, retryAfterSeconds: 3 });
    const limited = await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(429);
    expect(limited.headers['retry-after']).toBe('3');
    expect(limited.body.errors[0]).toMatchObject({ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED' });
    app.emulator.failNextRequests(1, { status: 503 });
    const down = await request(app).post('/v2/catalog/search').set(AUTH).send({}).expect(503);
    expect(down.headers['retry-after']).toBeUndefined();
    await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(200);
  });

  it('edits an object as Square records a change: new version, updated_at now, deletions searchable', async () => {
    const app = createSquareEmulator({ catalog: [item(1), item(2)] });
    const before = new Date(Date.now() - 1000).toISOString();
    app.emulator.edit('ITEM-2', (o) => {
      o.is_deleted = true;
    });
    expect(() => app.emulator.edit('NOPE', () => undefined)).toThrow(/No catalogue object NOPE/);
    const listed = await request(app).get('/v2/catalog/list?types=ITEM').set(AUTH).expect(200);
    expect(listed.body.objects.map((o: { id: string }) => o.id)).toEqual(['ITEM-1']);
    const changed = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ object_types: ['ITEM'], begin_time: before, include_deleted_objects: true })
      .expect(200);
    expect(changed.body.objects).toEqual([
      expect.objectContaining({ id: 'ITEM-2', is_deleted: true, version: 3 }),
    ]);
    expect(app.emulator.requests.at(-1)!.body).toMatchObject({
      begin_time: before,
      include_deleted_objects: true,
    });
  });

  it('returns the images and categories of a search page as related objects when asked', async () => {
    const catalog = generateCatalog(3, 'REL');
    const app = createSquareEmulator({ catalog, pageSize: 100 });
    const res = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ object_types: ['ITEM'], include_related_objects: true, limit: 1 })
      .expect(200);
    expect(res.body.objects.map((o: { id: string }) => o.id)).toEqual(['REL-ITEM-1']);
    expect(res.body.related_objects.map((o: { id: string }) => o.id).sort()).toEqual([
      'REL-CAT-2',
      'REL-IMG-1',
    ]);
    await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ include_related_objects: 'yes' })
      .expect(400);
  });
});

describe('POST /v2/catalog/search', () => {
  const catalog = [item(1), item(2), item(3, { is_deleted: true })];

  it('filters by object_types and begin_time, and includes deleted objects only when asked', async () => {
    const app = createSquareEmulator({ catalog });
    const res = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ object_types: ['ITEM'], begin_time: '2025-11-01T12:00:00Z' })
      .expect(200);
    expect(res.body.objects.map((o: { id: string }) => o.id)).toEqual(['ITEM-2']);
    expect(res.body.latest_time).toBe('2025-11-03T00:00:00Z');
    const withDeleted = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ object_types: ['ITEM'], include_deleted_objects: true })
      .expect(200);
    expect(withDeleted.body.objects.map((o: { id: string }) => o.id)).toEqual(['ITEM-1', 'ITEM-2', 'ITEM-3']);
  });

  it('pages with cursors and limit', async () => {
    const app = createSquareEmulator({ catalog });
    const first = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ object_types: ['ITEM'], limit: 1 })
      .expect(200);
    expect(first.body.objects).toHaveLength(1);
    const second = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .send({ object_types: ['ITEM'], limit: 1, cursor: first.body.cursor })
      .expect(200);
    expect(second.body.objects[0].id).toBe('ITEM-2');
    expect(second.body.cursor).toBeUndefined();
  });

  it('answers bad input with 400 in Square error format', async () => {
    const app = createSquareEmulator({ catalog });
    await request(app).post('/v2/catalog/search').set(AUTH).send({ object_types: 'ITEM' }).expect(400);
    await request(app).post('/v2/catalog/search').set(AUTH).send({ begin_time: 'yesterday' }).expect(400);
    await request(app).post('/v2/catalog/search').set(AUTH).send({ limit: 0 }).expect(400);
    const malformed = await request(app)
      .post('/v2/catalog/search')
      .set(AUTH)
      .set('Content-Type', 'application/json')
      .send('{"object_types":')
      .expect(400);
    expect(malformed.body.errors[0].category).toBe('INVALID_REQUEST_ERROR');
  });
});

it('answers unknown paths with a Square 404', async () => {
  const res = await request(createSquareEmulator()).get('/v2/catalog/nope').set(AUTH).expect(404);
  expect(res.body.errors[0].code).toBe('NOT_FOUND');
});

it('generates a deterministic synthetic catalogue of the requested size', () => {
  const catalog = generateCatalog(30);
  expect(catalog.filter((o) => o.type === 'ITEM')).toHaveLength(30);
  expect(catalog.filter((o) => o.type === 'IMAGE')).toHaveLength(30);
  expect(new Set(catalog.map((o) => o.id)).size).toBe(catalog.length);
  expect(generateCatalog(30)).toEqual(catalog);
});

describe('GET /health/live', () => {
  it('answers without a token so process managers can probe it', async () => {
    await request(createSquareEmulator()).get('/health/live').expect(200, { status: 'ok' });
  });
});
