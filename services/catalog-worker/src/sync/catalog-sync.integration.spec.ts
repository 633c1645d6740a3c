import {
  generateCatalog,
  SAMPLE_CATALOG,
  WorkerHarness,
  type SquareItemObject,
} from '../testing/worker-harness';

jest.setTimeout(60_000);

interface ProductRow {
  id: string;
  square_item_id: string;
  square_variation_id: string;
  name: string;
  description: string | null;
  price: number;
  image_url: string | null;
  category: string | null;
  pet_type: string | null;
  last_synced_at: Date;
  square_data: { id: string; version: number };
  is_new: boolean;
  is_bestseller: boolean;
  attributes: { features?: string[] } | null;
}

interface RunRow {
  job_id: string;
  attempt: number;
  status: string;
  requested_by: string;
  items_seen: number;
  products_upserted: number;
  error: string | null;
  finished_at: Date | null;
}

const SAMPLE_ITEMS = SAMPLE_CATALOG.filter((o): o is SquareItemObject => o.type === 'ITEM');

describe('catalogue sync worker (real Postgres, Redis, Square SDK against the emulator)', () => {
  let h: WorkerHarness;

  beforeAll(async () => {
    h = await WorkerHarness.start({ pageSize: 5 });
    await h.startWorker();
  });
  afterAll(async () => {
    await h?.close();
  });

  const products = () => h.store.query<ProductRow[]>(`SELECT * FROM products ORDER BY square_item_id`);
  const runsOf = (jobId: string) =>
    h.store.query<RunRow[]>(`SELECT * FROM catalog_sync_runs WHERE job_id = $1 ORDER BY attempt`, [jobId]);
  const duplicates = async () =>
    (
      await h.store.query<{ n: number }[]>(
        `SELECT count(*)::int - count(DISTINCT square_item_id)::int AS n FROM products`,
      )
    )[0]!.n;

  it('syncs the sample catalogue into store.products, following every cursor', async () => {
    const requestsBefore = h.emulator.emulator.requests.length;
    const started = Date.now();
    const { jobId, result } = await h.sync();
    console.info(
      `sample catalogue (${SAMPLE_ITEMS.length} items, page size 5): sync job took ${Date.now() - started} ms`,
    );

    const pages = Math.ceil(SAMPLE_CATALOG.length / 5);
    expect(result).toEqual({
      mode: 'full',
      itemsSeen: SAMPLE_ITEMS.length,
      productsUpserted: SAMPLE_ITEMS.length,
      productsUnchanged: 0,
      productsMadeUnavailable: 0,
      itemsFailed: 0,
      itemsSkipped: 0,
      failedItems: [],
      pages,
    });

    const listCalls = h.emulator.emulator.requests.slice(requestsBefore);
    expect(listCalls).toHaveLength(pages);
    expect(listCalls.every((r) => r.query.types === 'ITEM,IMAGE,CATEGORY' && r.squareVersion)).toBe(true);
    expect(listCalls[0]!.query.cursor).toBeUndefined();
    expect(new Set(listCalls.slice(1).map((r) => r.query.cursor)).size).toBe(pages - 1);

    const rows = await products();
    expect(rows).toHaveLength(SAMPLE_ITEMS.length);
    const shampoo = rows.find((r) => r.square_item_id === 'PC-ITEM-01')!;
    expect(shampoo).toMatchObject({
      square_variation_id: 'PC-VAR-01',
      name: 'Oatmeal & Aloe Dog Shampoo',
      price: 2299,
      image_url: '/assets/demo/product-sync-1.svg',
      category: 'Shampoo & Conditioner',
      pet_type: 'Dog',
    });
    expect(shampoo.description).toMatch(/oatmeal/i);
    expect(shampoo.square_data).toMatchObject({ id: 'PC-ITEM-01', version: 1763629300000 });
    for (const item of SAMPLE_ITEMS) {
      const row = rows.find((r) => r.square_item_id === item.id)!;
      expect(row.price).toBe(item.item_data.variations[0]!.item_variation_data.price_money!.amount);
      expect(row.pet_type).toBe(item.custom_attribute_values!.pet_type!.string_value);
      expect(row.image_url).toMatch(/^\/assets\/demo\/product-sync-\d+\.svg$/);
      // The store's flags and features come from the item's custom attributes.
      const attributes = item.custom_attribute_values!;
      expect(row.is_new).toBe(attributes.is_new!.boolean_value);
      expect(row.is_bestseller).toBe(attributes.is_bestseller!.boolean_value);
      expect(row.attributes).toEqual({ features: attributes.features!.string_value!.split('; ') });
    }
    // Every item has its own picture; the catalogue mixes NEW and BESTSELLER over both pet types.
    expect(new Set(rows.map((r) => r.image_url)).size).toBe(rows.length);
    expect(rows.some((r) => r.is_new) && rows.some((r) => r.is_bestseller)).toBe(true);
    expect(new Set(rows.map((r) => r.pet_type))).toEqual(new Set(['Cat', 'Dog']));
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set([
        'Shampoo & Conditioner',
        'Nutritional Supplements',
        'Organic Treats',
        'Wellness Products',
        'Skincare Solutions',
      ]),
    );

    expect(await runsOf(jobId)).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: 'succeeded',
        requested_by: 'admin-user-1',
        items_seen: SAMPLE_ITEMS.length,
        products_upserted: SAMPLE_ITEMS.length,
        error: null,
        finished_at: expect.any(Date),
      }),
    ]);
    const job = await h.queue.getJob(jobId);
    expect(job!.progress).toEqual({
      mode: 'full',
      pages,
      itemsSeen: SAMPLE_ITEMS.length,
      productsUpserted: SAMPLE_ITEMS.length,
    });
  });

  it('is idempotent and writes nothing when nothing changed: a second full sync keeps every row as it was', async () => {
    const before = await products();
    const { result } = await h.sync({}, 'admin-user-1', 'full');
    expect(result).toMatchObject({
      productsUpserted: 0,
      productsUnchanged: SAMPLE_ITEMS.length,
      productsMadeUnavailable: 0,
    });
    const after = await products();
    expect(after).toEqual(before);
  });

  it('picks up price changes on the next sync', async () => {
    const changed = structuredClone(SAMPLE_CATALOG);
    const first = changed.find((o): o is SquareItemObject => o.id === 'PC-ITEM-01')!;
    first.item_data.variations[0]!.item_variation_data.price_money!.amount = 2599;
    h.emulator.emulator.setCatalog(changed);
    try {
      await h.sync({}, 'admin-user-1', 'full');
      expect((await products()).find((r) => r.square_item_id === 'PC-ITEM-01')!.price).toBe(2599);
    } finally {
      h.emulator.emulator.setCatalog(SAMPLE_CATALOG);
    }
  });

  it('retries through BullMQ when Square answers 500, recording the failed attempt, without duplicates', async () => {
    h.emulator.emulator.failNextRequests(1);
    const { jobId, result } = await h.sync({}, 'admin-user-1', 'full');
    expect(result.productsUpserted + result.productsUnchanged).toBe(SAMPLE_ITEMS.length);
    const runs = await runsOf(jobId);
    expect(runs.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'failed'],
      [2, 'succeeded'],
    ]);
    expect(runs[0]!.error).toMatch(/500/);
    expect(await products()).toHaveLength(SAMPLE_ITEMS.length);
    expect(await duplicates()).toBe(0);
  });

  it('finishes a sync interrupted halfway on the retry, with the catalogue stored exactly once', async () => {
    // 5 categories + 20 items + 20 images = 9 pages of 5; the outage hits the middle one, after pages 2-4 stored items.
    const generated = generateCatalog(20, 'HALF');
    h.emulator.emulator.setCatalog(generated);
    h.emulator.emulator.failPage(5, 1);
    try {
      const { jobId, result } = await h.sync({}, 'admin-user-1', 'full');
      const runs = await runsOf(jobId);
      expect(runs.map((r) => [r.attempt, r.status])).toEqual([
        [1, 'failed'],
        [2, 'succeeded'],
      ]);
      // Page 1 was stored before the outage: the retry upserted those rows again instead of duplicating them.
      expect(runs[0]!.products_upserted).toBeGreaterThan(0);
      expect(result.itemsSeen).toBe(20);
      expect(result.productsUpserted).toBe(20 - runs[0]!.products_upserted);
      const half = await h.store.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM products WHERE square_item_id LIKE 'HALF-%'`,
      );
      expect(half[0]!.n).toBe(20);
      expect(await products()).toHaveLength(SAMPLE_ITEMS.length + 20);
      expect(await duplicates()).toBe(0);
    } finally {
      h.emulator.emulator.setCatalog(SAMPLE_CATALOG);
    }
  });

  it('fails the job after its last attempt and records every failed run', async () => {
    h.emulator.emulator.failNextRequests(2);
    await expect(h.sync({}, 'admin-user-1', 'full')).rejects.toThrow(/500/);
    const [latest] = await h.store.query<RunRow[]>(
      `SELECT * FROM catalog_sync_runs ORDER BY started_at DESC LIMIT 1`,
    );
    const runs = await runsOf(latest!.job_id);
    expect(runs.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
    ]);
  });

  it('rejects an unknown job name without retrying it', async () => {
    const job = await h.queue.add('not-a-sync', { requestedBy: 'x' }, { attempts: 3 });
    await expect(job.waitUntilFinished(h.queueEvents, 10_000)).rejects.toThrow(/Unknown job/);
    expect((await h.queue.getJob(job.id!))!.attemptsMade).toBe(1);
  });

  it('stores a 1,000-item catalogue listed 100 objects a page, as Square pages', async () => {
    const big = generateCatalog(1000, 'BIG');
    h.emulator.emulator.setCatalog(big);
    h.emulator.emulator.setPageSize(100);
    try {
      const started = Date.now();
      const { result } = await h.sync({}, 'admin-user-1', 'full');
      console.info(
        `generated catalogue (1,000 items, ${big.length} objects, page size 100): sync job took ${Date.now() - started} ms`,
      );
      expect(result).toMatchObject({
        mode: 'full',
        itemsSeen: 1000,
        productsUpserted: 1000,
        itemsSkipped: 0,
        pages: Math.ceil(big.length / 100),
      });
      const [stored] = await h.store.query<{ n: number; complete: number }[]>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE price >= 500 AND image_url IS NOT NULL AND category IS NOT NULL AND pet_type IS NOT NULL)::int AS complete
         FROM products WHERE square_item_id LIKE 'BIG-%'`,
      );
      expect(stored).toEqual({ n: 1000, complete: 1000 });
    } finally {
      h.emulator.emulator.setCatalog(SAMPLE_CATALOG);
      h.emulator.emulator.setPageSize(5);
    }
  });
});
