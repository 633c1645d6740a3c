import request from 'supertest';
import { Queue, Worker } from 'bullmq';
import { CATALOG_SYNC_JOB, CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import type { TestDatabase } from '@petcora/testing';
import {
  ADMIN,
  as,
  createStoreTestDatabase,
  MAYA,
  startStoreTestApp,
  type StoreTestApp,
} from '../testing/store-test-app';

describe('catalogue sync endpoints (real Postgres and Redis)', () => {
  let db: TestDatabase;
  let store: StoreTestApp;
  /** An independent client, as the worker would see the queue. */
  let observer: Queue;

  beforeAll(async () => {
    db = await createStoreTestDatabase('catalog_sync');
    store = await startStoreTestApp(db, { label: 'catalog-sync' });
    observer = new Queue(CATALOG_SYNC_QUEUE, {
      connection: { url: store.redis.url },
      prefix: store.redis.prefix,
    });
  });

  afterAll(async () => {
    await observer?.close();
    await store?.close();
    await db?.drop();
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
    expect(job!.data).toEqual({ requestedBy: ADMIN.sub });
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
      progress: 0,
      result: null,
      failedReason: null,
    });
  });

  it('reports progress, result and failure reason as the worker records them, and allows a new sync afterwards', async () => {
    const progressing = await observer.add('progress-probe', { requestedBy: 'schedule' });
    await progressing.updateProgress(40);
    const waiting = await request(http())
      .get(`/api/products/sync-square/${progressing.id}`)
      .set(as(ADMIN))
      .expect(200);
    expect(waiting.body).toMatchObject({ id: progressing.id, state: 'waiting', progress: 40 });
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
        progress: 0,
        result: { itemsSeen: 3, productsUpserted: 3 },
        failedReason: null,
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
      itemsSeen: 1,
      productsUpserted: 1,
      error: null,
      finishedAt: null,
    });
  });
});
