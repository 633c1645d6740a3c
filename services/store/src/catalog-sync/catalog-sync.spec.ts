import request from 'supertest';
import { Queue, Worker } from 'bullmq';
import { CATALOG_SYNC_JOB, CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import { ADMIN, as, MAYA, useStoreTestApp, TEST_CHECKOUT } from '../testing/store-test-app';

describe('catalogue sync endpoints (real Postgres and Redis)', () => {
  const { store } = useStoreTestApp({ label: 'catalog-sync' });
  /** An independent client, as the worker would see the queue. */
  let observer: Queue;

  beforeAll(async () => {
    observer = new Queue(CATALOG_SYNC_QUEUE, {
      connection: { url: store.redis.url },
      prefix: store.redis.prefix,
    });
  });

  afterAll(async () => {
    await observer?.close();
  });

  const http = () => store.app.getHttpServer();

  async function waitForState(jobId: string, state: string): Promise<Record<string, unknown>> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const res = await request(http()).get(`/api/products/sync-square/${jobId}`).set(as(ADMIN)).expect(200);
      if (res.body.state === state) return res.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${jobId} never reached ${state}`);
  }

  it('refuses anonymous callers (401) and members (403) without queueing anything', async () => {
    expect((await request(http()).post('/api/products/sync-square').expect(401)).body).toEqual({
      message: 'Authentication required',
    });
    expect((await request(http()).post('/api/products/sync-square').set(as(MAYA)).expect(403)).body).toEqual({
      message: 'Admin access required',
    });
    await request(http()).get('/api/products/sync-runs').set(as(MAYA)).expect(403);
    await request(http()).get('/api/products/sync-square/1').expect(401);
    for (const path of ['/api/products/catalog-stats', '/api/products/catalog-products']) {
      expect((await request(http()).get(path).expect(401)).body).toEqual({
        message: 'Authentication required',
      });
      expect((await request(http()).get(path).set(as(MAYA)).expect(403)).body).toEqual({
        message: 'Admin access required',
      });
    }
    expect(await observer.getJobCounts()).toEqual(
      expect.objectContaining({ waiting: 0, active: 0, delayed: 0 }),
    );
  });

  it('queues one job for an admin with retries and backoff, and a second click joins it', async () => {
    const first = await request(http()).post('/api/products/sync-square').set(as(ADMIN)).expect(202);
    expect(first.body).toEqual({ message: 'Catalog sync started', jobId: expect.any(String) });

    const job = await observer.getJob(first.body.jobId);
    expect(job).toBeDefined();
    expect(job!.name).toBe(CATALOG_SYNC_JOB);
    expect(job!.data).toEqual({ requestedBy: ADMIN.sub, requestedByName: ADMIN.username });
    expect(job!.opts).toMatchObject({
      attempts: 3,
      backoff: { type: 'exponential' },
      deduplication: { id: 'catalog-sync-manual' },
    });
    expect(job!.opts.removeOnComplete).toEqual({ count: expect.any(Number) });
    expect(job!.opts.removeOnFail).toEqual({ count: expect.any(Number) });
    expect(await job!.getState()).toBe('waiting');

    const second = await request(http()).post('/api/products/sync-square').set(as(ADMIN)).expect(202);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect((await observer.getJobCounts('waiting')).waiting).toBe(1);

    const status = await request(http())
      .get(`/api/products/sync-square/${first.body.jobId}`)
      .set(as(ADMIN))
      .expect(200);
    expect(status.body).toEqual({
      id: first.body.jobId,
      state: 'waiting',
      progress: null,
      result: null,
      failedReason: null,
      attemptsMade: 0,
      attempts: 3,
    });
  });

  it('reports progress, result and failure reason as the worker records them, and allows a new sync afterwards', async () => {
    const progressing = await observer.add('progress-probe', { requestedBy: 'schedule' });
    const progress = { mode: 'full', pages: 2, itemsSeen: 40, productsUpserted: 38 };
    await progressing.updateProgress(progress);
    const waiting = await request(http())
      .get(`/api/products/sync-square/${progressing.id}`)
      .set(as(ADMIN))
      .expect(200);
    expect(waiting.body).toMatchObject({ id: progressing.id, state: 'waiting', progress });
    await progressing.remove();

    const manual = await request(http()).post('/api/products/sync-square').set(as(ADMIN)).expect(202);
    const failing = await observer.add(CATALOG_SYNC_JOB, { requestedBy: 'fail' });
    // Stands in for the catalog worker, which is a separate process.
    const worker = new Worker(
      CATALOG_SYNC_QUEUE,
      async (job) => {
        if (job.data.requestedBy === 'fail') throw new Error('Square answered 503');
        return { itemsSeen: 3, productsUpserted: 3 };
      },
      { connection: { url: store.redis.url }, prefix: store.redis.prefix },
    );
    try {
      const done = await waitForState(manual.body.jobId, 'completed');
      expect(done).toEqual({
        id: manual.body.jobId,
        state: 'completed',
        progress: null,
        result: { itemsSeen: 3, productsUpserted: 3 },
        failedReason: null,
        attemptsMade: 1,
        attempts: 3,
      });
      const failed = await waitForState(String(failing.id), 'failed');
      expect(failed).toMatchObject({ state: 'failed', result: null, failedReason: 'Square answered 503' });
    } finally {
      await worker.close();
    }

    // Deduplication only holds while a sync waits or runs.
    const next = await request(http()).post('/api/products/sync-square').set(as(ADMIN)).expect(202);
    expect(next.body.jobId).not.toBe(manual.body.jobId);
  });

  it('answers 404 for an unknown job and 400 for a malformed job id', async () => {
    expect(
      (await request(http()).get('/api/products/sync-square/999999').set(as(ADMIN)).expect(404)).body,
    ).toEqual({ message: 'Sync job not found' });
    expect(
      (await request(http()).get('/api/products/sync-square/bad%20id!').set(as(ADMIN)).expect(400)).body,
    ).toEqual({ message: 'Invalid job id' });
  });

  it('lists the 20 newest sync runs, newest first', async () => {
    for (let i = 0; i < 25; i += 1) {
      await store.dataSource.query(
        `INSERT INTO catalog_sync_runs (job_id, status, requested_by, items_seen, products_upserted, started_at)
         VALUES ($1, 'succeeded', 'schedule', $2, $2, now() - make_interval(mins => $3))`,
        [`job-${i}`, i, i],
      );
    }
    const res = await request(http()).get('/api/products/sync-runs').set(as(ADMIN)).expect(200);
    expect(res.body).toHaveLength(20);
    expect(res.body.map((r: { jobId: string }) => r.jobId)).toEqual(
      Array.from({ length: 20 }, (_, i) => `job-${i}`),
    );
    expect(res.body[1]).toMatchObject({
      jobId: 'job-1',
      status: 'succeeded',
      requestedBy: 'schedule',
      trigger: 'schedule',
      mode: 'full',
      itemsSeen: 1,
      productsUpserted: 1,
      failedItems: [],
      error: null,
      finishedAt: null,
      durationMs: null,
    });
  });

  it('shows who started a run by username, how long it took, its counts and failed items; limit is bounded', async () => {
    await store.dataSource.query(
      `INSERT INTO catalog_sync_runs (job_id, status, requested_by, requested_by_name, mode, begin_time, pages,
         items_seen, products_upserted, products_unchanged, products_made_unavailable, items_failed, failed_items,
         error, started_at, finished_at)
       VALUES ('job-latest', 'succeeded', $1, $2, 'incremental', now() - interval '1 hour', 1, 4, 1, 1, 1, 1,
         '[{"squareItemId":"SQ-1","reason":"no-name"}]', NULL, now() + interval '1 minute',
         now() + interval '1 minute' + interval '1500 milliseconds')`,
      [ADMIN.sub, ADMIN.username],
    );
    const res = await request(http()).get('/api/products/sync-runs?limit=1').set(as(ADMIN)).expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        jobId: 'job-latest',
        trigger: ADMIN.username,
        requestedBy: ADMIN.sub,
        mode: 'incremental',
        beginTime: expect.any(String),
        durationMs: 1500,
        pages: 1,
        itemsSeen: 4,
        productsUpserted: 1,
        productsUnchanged: 1,
        productsMadeUnavailable: 1,
        itemsFailed: 1,
        failedItems: [{ squareItemId: 'SQ-1', reason: 'no-name' }],
      }),
    ]);
    for (const bad of ['0', '101', 'abc', '1.5'])
      expect(
        (await request(http()).get(`/api/products/sync-runs?limit=${bad}`).set(as(ADMIN)).expect(400)).body,
      ).toEqual({ message: expect.stringMatching(/^limit must be/) });
  });

  it('accepts a sync mode and refuses an unknown one', async () => {
    expect(
      (
        await request(http())
          .post('/api/products/sync-square')
          .set(as(ADMIN))
          .send({ mode: 'everything' })
          .expect(400)
      ).body,
    ).toEqual({ message: 'mode must be one of auto, full, incremental' });
    await observer.obliterate({ force: true });
    const res = await request(http())
      .post('/api/products/sync-square')
      .set(as(ADMIN))
      .send({ mode: 'full' })
      .expect(202);
    expect((await observer.getJob(res.body.jobId))!.data).toMatchObject({ mode: 'full' });
  });

  describe('catalogue figures and synced products', () => {
    beforeAll(async () => {
      await store.dataSource.query(`DELETE FROM products`);
      await store.dataSource.query(
        `INSERT INTO products (name, price, square_item_id, square_variation_id, last_synced_at, available, created_at)
         VALUES ('Synced A', 1000, 'SQ-A', 'SQ-A-V', '2026-11-01T10:00:00Z', true, now() - interval '3 day'),
                ('Synced B', 3000, 'SQ-B', 'SQ-B-V', '2026-11-02T10:00:00Z', true, now() - interval '2 day'),
                ('Gone C', 9900, 'SQ-C', 'SQ-C-V', '2026-11-03T10:00:00Z', false, now() - interval '1 day'),
                ('Manual D', 2001, NULL, NULL, NULL, true, now())`,
      );
      await store.dataSource.query(`DELETE FROM catalog_sync_runs`);
      await store.dataSource.query(
        `INSERT INTO catalog_sync_runs (job_id, status, requested_by, started_at, finished_at)
         VALUES ('s1', 'succeeded', 'schedule', '2026-11-05T09:00:00Z', '2026-11-05T09:00:02Z'),
                ('f1', 'failed', 'schedule', '2026-11-06T09:00:00Z', '2026-11-06T09:00:01Z')`,
      );
    });

    it('counts available products only, averages their price, and dates the last successful sync', async () => {
      const res = await request(http()).get('/api/products/catalog-stats').set(as(ADMIN)).expect(200);
      expect(res.body).toEqual({
        totalProducts: 3,
        syncedProducts: 2,
        manualProducts: 1,
        averagePrice: 2000, // (1000 + 3000 + 2001) / 3, rounded
        recentProducts: [
          expect.objectContaining({ name: 'Manual D' }),
          expect.objectContaining({ name: 'Synced B' }),
          expect.objectContaining({ name: 'Synced A' }),
        ],
        lastSyncedAt: '2026-11-05T09:00:02.000Z',
      });
    });

    it('pages and sorts the synced products, unavailable ones included and flagged', async () => {
      const res = await request(http())
        .get('/api/products/catalog-products?sortBy=price&sortOrder=desc&page=1&limit=2')
        .set(as(ADMIN))
        .expect(200);
      expect(res.body).toEqual({
        products: [
          expect.objectContaining({ name: 'Gone C', available: false, squareItemId: 'SQ-C' }),
          expect.objectContaining({ name: 'Synced B', available: true }),
        ],
        total: 3,
        page: 1,
        limit: 2,
      });
      const second = await request(http())
        .get('/api/products/catalog-products?sortBy=price&sortOrder=desc&page=2&limit=2')
        .set(as(ADMIN))
        .expect(200);
      expect(second.body.products.map((p: { name: string }) => p.name)).toEqual(['Synced A']);
      const beyond = await request(http())
        .get('/api/products/catalog-products?page=9&limit=2')
        .set(as(ADMIN))
        .expect(200);
      expect(beyond.body).toMatchObject({ products: [], total: 3 });
      const byDefault = await request(http())
        .get('/api/products/catalog-products')
        .set(as(ADMIN))
        .expect(200);
      expect(byDefault.body.products.map((p: { name: string }) => p.name)).toEqual([
        'Gone C',
        'Synced B',
        'Synced A',
      ]);
    });

    it.each([
      ['sortBy=square_data', /^sortBy must be one of/],
      ['sortBy=name;DROP TABLE products', /^sortBy must be one of/],
      ['sortOrder=sideways', /^sortOrder must be asc or desc/],
      ['page=0', /^page must be at least 1/],
      ['limit=1000', /^limit must be at most 100/],
      ['limit=ten', /^limit must be a whole number/],
    ])('refuses %s with a 400 message', async (qs, message) => {
      const res = await request(http())
        .get(`/api/products/catalog-products?${qs}`)
        .set(as(ADMIN))
        .expect(400);
      expect(res.body.message).toMatch(message);
    });

    it('hides unavailable products from the public list and detail, and the cart shows them unavailable', async () => {
      const list = await request(http()).get('/api/products').expect(200);
      expect(list.body.map((p: { name: string }) => p.name).sort()).toEqual([
        'Manual D',
        'Synced A',
        'Synced B',
      ]);
      expect(list.headers['x-total-count']).toBe('3');
      const [gone] = await store.dataSource.query<{ id: string }[]>(
        `SELECT id FROM products WHERE square_item_id = 'SQ-C'`,
      );
      await request(http()).get(`/api/products/${gone!.id}`).expect(404);
      await request(http())
        .post('/api/cart/items')
        .set(as(MAYA))
        .send({ productId: gone!.id, quantity: 1 })
        .expect(404);
      // In a cart before it went away: shown, not orderable, outside the subtotal.
      await store.dataSource.query(`UPDATE products SET available = true WHERE id = $1`, [gone!.id]);
      await request(http())
        .post('/api/cart/items')
        .set(as(MAYA))
        .send({ productId: gone!.id, quantity: 1 })
        .expect(200);
      await store.dataSource.query(`UPDATE products SET available = false WHERE id = $1`, [gone!.id]);
      const cart = await request(http()).get('/api/cart').set(as(MAYA)).expect(200);
      expect(cart.body.lines).toEqual([expect.objectContaining({ productId: gone!.id, available: false })]);
      expect(cart.body.subtotal).toBe(0);
      // Checkout refuses it by name; nothing is ordered.
      const order = await request(http())
        .post('/api/orders')
        .set(as(MAYA))
        .set('idempotency-key', 'catalog-sync-unavailable-1')
        .send(TEST_CHECKOUT)
        .expect(409);
      expect(order.body).toEqual({ message: 'Gone C is no longer available; remove it from your cart' });
    });

    it('keeps unavailable products off wishlists', async () => {
      const [gone] = await store.dataSource.query<{ id: string }[]>(
        `SELECT id FROM products WHERE square_item_id = 'SQ-C'`,
      );
      await request(http()).post('/api/wishlist').set(as(MAYA)).send({ productId: gone!.id }).expect(404);
      await store.dataSource.query(`UPDATE products SET available = true WHERE id = $1`, [gone!.id]);
      await request(http()).post('/api/wishlist').set(as(MAYA)).send({ productId: gone!.id });
      await store.dataSource.query(`UPDATE products SET available = false WHERE id = $1`, [gone!.id]);
      const list = await request(http()).get('/api/wishlist').set(as(MAYA)).expect(200);
      expect(list.body.items.map((i: { productId: string }) => i.productId)).not.toContain(gone!.id);
    });
  });
});
