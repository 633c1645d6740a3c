import type { INestApplicationContext } from '@nestjs/common';
import { waitFor } from '@petcora/testing';
import { CATALOG_SYNC_JOB, type CatalogSyncProgress } from '@petcora/contracts';
import { generateCatalog, WorkerHarness, type SquareItemObject } from '../testing/worker-harness';
import { INCREMENTAL_SAFETY_MARGIN_MS } from './catalog-sync.service';

jest.setTimeout(90_000);

interface Row {
  square_item_id: string | null;
  square_variation_id: string | null;
  name: string;
  price: number;
  category: string | null;
  available: boolean;
  unavailable_at: Date | null;
}

const asItem = (o: unknown) => o as SquareItemObject;

/**
 * Deletions, incremental runs, Square's rate limits and outages (retried by the SDK, honouring Retry-After),
 * bad items, and a worker killed mid-run — on real Postgres, Redis and the emulator.
 */
describe('catalogue sync operations (real Postgres, Redis, emulator)', () => {
  let h: WorkerHarness;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    h = await WorkerHarness.start({ pageSize: 20, catalog: generateCatalog(30, 'OPS') });
    // The SDK retries 429 and 5xx itself here (the other suite keeps it at 0 to test BullMQ's retries).
    worker = await h.startWorker({
      square: { token: 'test-token', baseUrl: h.emulatorUrl, maxRetries: 3 },
    });
    await h.store.query(
      `INSERT INTO products (name, price, category) VALUES ('Manual Oat Balm', 1500, NULL)`,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  const rows = () =>
    h.store.query<Row[]>(
      `SELECT square_item_id, square_variation_id, name, price, category, available, unavailable_at
       FROM products ORDER BY square_item_id NULLS FIRST`,
    );
  const bySquareId = async () => new Map((await rows()).map((r) => [r.square_item_id ?? r.name, r]));
  const manual = async () => (await bySquareId()).get('Manual Oat Balm');
  const calls = (from: number) => h.emulator.emulator.requests.slice(from);

  it('runs a full sync first, then incremental ones asking Square only for changes since the last run', async () => {
    const first = await h.sync();
    expect(first.result).toMatchObject({ mode: 'full', itemsSeen: 30, productsUpserted: 30 });
    const [firstRun] = await h.store.query<{ started_at: Date }[]>(
      `SELECT started_at FROM catalog_sync_runs WHERE job_id = $1`,
      [first.jobId],
    );

    h.emulator.emulator.edit('OPS-ITEM-1', (o) => {
      asItem(o).item_data.variations[0]!.item_variation_data.price_money!.amount = 4242;
    });
    const before = h.emulator.emulator.requests.length;
    const second = await h.sync();
    expect(second.result).toMatchObject({ mode: 'incremental', itemsSeen: 1, productsUpserted: 1, pages: 1 });
    const made = calls(before);
    expect(made.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /catalog/search']);
    expect(made[0]!.body).toMatchObject({
      object_types: ['ITEM', 'IMAGE', 'CATEGORY'],
      include_deleted_objects: true,
      include_related_objects: true,
      begin_time: new Date(firstRun!.started_at.getTime() - INCREMENTAL_SAFETY_MARGIN_MS).toISOString(),
    });
    expect((await bySquareId()).get('OPS-ITEM-1')!.price).toBe(4242);
    const [run] = await h.store.query<{ mode: string; begin_time: Date }[]>(
      `SELECT mode, begin_time FROM catalog_sync_runs WHERE job_id = $1`,
      [second.jobId],
    );
    expect(run!.mode).toBe('incremental');
    expect(run!.begin_time).toEqual(new Date(firstRun!.started_at.getTime() - INCREMENTAL_SAFETY_MARGIN_MS));
  });

  it('makes items deleted, archived or left without variations unavailable, and leaves manual products alone', async () => {
    const manualBefore = await manual();
    h.emulator.emulator.edit('OPS-ITEM-2', (o) => {
      o.is_deleted = true;
    });
    h.emulator.emulator.edit('OPS-ITEM-3', (o) => {
      asItem(o).item_data.is_archived = true;
    });
    h.emulator.emulator.edit('OPS-ITEM-4', (o) => {
      asItem(o).item_data.variations = [];
    });
    const { result } = await h.sync();
    expect(result).toMatchObject({ mode: 'incremental', productsMadeUnavailable: 3, itemsFailed: 0 });
    const now = await bySquareId();
    for (const id of ['OPS-ITEM-2', 'OPS-ITEM-3', 'OPS-ITEM-4']) {
      expect(now.get(id)).toMatchObject({ available: false, unavailable_at: expect.any(Date) });
    }
    expect(now.get('OPS-ITEM-5')!.available).toBe(true);
    expect(await manual()).toEqual(manualBefore);

    // Archived back in Square: the product returns.
    h.emulator.emulator.edit('OPS-ITEM-3', (o) => {
      asItem(o).item_data.is_archived = false;
    });
    await h.sync();
    expect((await bySquareId()).get('OPS-ITEM-3')).toMatchObject({ available: true, unavailable_at: null });
  });

  it('reconciles on a full run: an item Square no longer lists at all becomes unavailable, manual products stay', async () => {
    h.emulator.emulator.setCatalog(h.emulator.emulator.catalog.filter((o) => o.id !== 'OPS-ITEM-6'));
    // An incremental run cannot see an object that vanished without a deletion record…
    await h.sync();
    expect((await bySquareId()).get('OPS-ITEM-6')!.available).toBe(true);
    // …the periodic full run does.
    const { result } = await h.sync({}, 'schedule', 'full');
    expect(result).toMatchObject({ mode: 'full', productsMadeUnavailable: 1, productsUpserted: 0 });
    expect((await bySquareId()).get('OPS-ITEM-6')!.available).toBe(false);
    expect((await manual())!.available).toBe(true);
  });

  it('a second full run over an unchanged catalogue writes no product rows', async () => {
    // xmin is the id of the transaction that last wrote a row: unchanged xmin = not written.
    const versions = () =>
      h.store.query<{ id: string; xmin: string }[]>(
        `SELECT id, xmin::text AS xmin FROM products ORDER BY id`,
      );
    const before = await versions();
    const { result } = await h.sync({}, 'admin-user-1', 'full');
    expect(result).toMatchObject({ productsUpserted: 0, productsMadeUnavailable: 0, itemsFailed: 0 });
    expect(result.productsUnchanged).toBe(result.itemsSeen - 1); // OPS-ITEM-4 has no variation left: not a product
    expect(await versions()).toEqual(before);
  });

  it('records a bad item in the run and skips it, storing the rest of the page', async () => {
    const base = h.emulator.emulator.catalog;
    const broken = structuredClone(base.find((o) => o.id === 'OPS-ITEM-7')!) as SquareItemObject;
    broken.id = 'OPS-BAD-NONAME';
    broken.item_data.name = '  ';
    broken.item_data.variations[0]!.id = 'OPS-BAD-NONAME-V';
    const euro = structuredClone(base.find((o) => o.id === 'OPS-ITEM-8')!) as SquareItemObject;
    euro.id = 'OPS-BAD-EUR';
    euro.item_data.variations[0]!.id = 'OPS-BAD-EUR-V';
    euro.item_data.variations[0]!.item_variation_data.price_money = { amount: 100, currency: 'EUR' };
    // Refused by the database: its variation id already belongs to OPS-ITEM-9.
    const clash = structuredClone(base.find((o) => o.id === 'OPS-ITEM-10')!) as SquareItemObject;
    clash.id = 'OPS-BAD-CLASH';
    clash.item_data.name = 'Clashing Dog Chew';
    clash.item_data.variations[0]!.id = 'OPS-VAR-9';
    const fresh = structuredClone(base.find((o) => o.id === 'OPS-ITEM-11')!) as SquareItemObject;
    fresh.id = 'OPS-NEW-1';
    fresh.item_data.name = 'Fresh Cat Treats';
    fresh.item_data.variations[0]!.id = 'OPS-NEW-1-V';
    h.emulator.emulator.setCatalog([...base, broken, euro, clash, fresh]);

    const { jobId, result } = await h.sync({}, 'admin-user-1', 'full');
    expect(result.itemsFailed).toBe(3);
    expect(result.failedItems).toEqual(
      expect.arrayContaining([
        { squareItemId: 'OPS-BAD-NONAME', reason: 'no-name' },
        { squareItemId: 'OPS-BAD-EUR', reason: 'unsupported-currency' },
        { squareItemId: 'OPS-BAD-CLASH', reason: expect.stringMatching(/duplicate key/) },
      ]),
    );
    const now = await bySquareId();
    expect(now.get('OPS-NEW-1')).toMatchObject({ available: true, name: 'Fresh Cat Treats' });
    expect(now.has('OPS-BAD-CLASH')).toBe(false);
    const [run] = await h.store.query<{ status: string; items_failed: number; failed_items: unknown[] }[]>(
      `SELECT status, items_failed, failed_items FROM catalog_sync_runs WHERE job_id = $1`,
      [jobId],
    );
    expect(run).toMatchObject({ status: 'succeeded', items_failed: 3 });
    expect(run!.failed_items).toHaveLength(3);
    h.emulator.emulator.setCatalog(base);
  });

  it('retries a 429 after the Retry-After Square sends, within the same attempt', async () => {
    const before = h.emulator.emulator.requests.length;
    h.emulator.emulator.failNextRequests(1, { status: 429, retryAfterSeconds: 2 });
    const { jobId } = await h.sync({}, 'admin-user-1', 'full');
    const [limited, retried] = calls(before);
    // The SDK's own first backoff is ~1 s; waiting 2 s shows Retry-After was honoured.
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(1900);
    expect(retried!.query.cursor).toBeUndefined();
    const runs = await h.store.query<{ status: string }[]>(
      `SELECT status FROM catalog_sync_runs WHERE job_id = $1`,
      [jobId],
    );
    expect(runs).toEqual([{ status: 'succeeded' }]);
  });

  it('retries 5xx answers with exponential backoff, within the same attempt', async () => {
    const before = h.emulator.emulator.requests.length;
    h.emulator.emulator.failNextRequests(2, { status: 503 });
    const { jobId } = await h.sync({}, 'admin-user-1', 'full');
    const [a, b, c] = calls(before);
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(850); // ~1 s ± jitter
    expect(c!.at - b!.at).toBeGreaterThanOrEqual(1700); // ~2 s ± jitter
    const runs = await h.store.query<{ status: string }[]>(
      `SELECT status FROM catalog_sync_runs WHERE job_id = $1`,
      [jobId],
    );
    expect(runs).toEqual([{ status: 'succeeded' }]);
  });

  it('converges on exactly the catalogue after the worker process is killed (SIGKILL) mid-run and restarted', async () => {
    await worker.close();
    const catalog = generateCatalog(60, 'KILL');
    h.emulator.emulator.setCatalog(catalog);
    h.emulator.emulator.setPageSize(5);
    h.emulator.emulator.setLatency(80);
    // The real worker process (its build), killed without warning half-way through a full sync.
    const doomed = h.spawnWorker();
    const job = await h.queue.add(
      CATALOG_SYNC_JOB,
      { requestedBy: 'admin-user-1', mode: 'full' },
      { attempts: 3 },
    );
    await waitFor(
      async () => (await h.queue.getJob(job.id!))!.progress as CatalogSyncProgress | number,
      (p) => typeof p === 'object' && p.pages >= 6,
      20_000,
    );
    await doomed.kill();
    const partial = await h.store.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM products WHERE square_item_id LIKE 'KILL-%'`,
    );
    expect(partial[0]!.n).toBeGreaterThan(0);
    expect(partial[0]!.n).toBeLessThan(60);
    const [interrupted] = await h.store.query<{ status: string }[]>(
      `SELECT status FROM catalog_sync_runs WHERE job_id = $1`,
      [job.id],
    );
    expect(interrupted!.status).toBe('running');

    // Square changes while the worker is down.
    h.emulator.emulator.edit('KILL-ITEM-1', (o) => {
      asItem(o).item_data.variations[0]!.item_variation_data.price_money!.amount = 999;
    });
    h.emulator.emulator.edit('KILL-ITEM-59', (o) => {
      o.is_deleted = true;
    });
    h.emulator.emulator.setLatency(0);
    worker = await h.startWorker({ square: { token: 'test-token', baseUrl: h.emulatorUrl, maxRetries: 3 } });
    await h.sync({}, 'schedule', 'full');

    const live = h.emulator.emulator.catalog
      .filter((o): o is SquareItemObject => o.type === 'ITEM' && !o.is_deleted)
      .map((o) => [o.id, o.item_data.variations[0]!.item_variation_data.price_money!.amount] as const);
    const stored = await h.store.query<{ square_item_id: string; price: number }[]>(
      `SELECT square_item_id, price FROM products WHERE available AND square_item_id IS NOT NULL ORDER BY square_item_id`,
    );
    expect(stored.map((r) => [r.square_item_id, r.price])).toEqual(
      [...live].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
    );
    expect(stored.find((r) => r.square_item_id === 'KILL-ITEM-1')!.price).toBe(999);
    const [dups] = await h.store.query<{ n: number }[]>(
      `SELECT count(*)::int - count(DISTINCT square_item_id)::int AS n FROM products WHERE square_item_id IS NOT NULL`,
    );
    expect(dups!.n).toBe(0);
    expect((await manual())!.available).toBe(true);
  });
});
