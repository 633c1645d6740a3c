import { waitFor } from '@petcora/testing';
import { CATALOG_SYNC_JOB } from '@petcora/contracts';
import { createHealthServer } from '../health/health-server';
import { workerReadinessProbes } from '../health/worker-probes';
import { SAMPLE_CATALOG, WorkerHarness } from '../testing/worker-harness';
import { CATALOG_SYNC_SCHEDULE_ID } from './catalog-sync-schedule.service';
import request from 'supertest';

jest.setTimeout(60_000);

describe('worker lifecycle (schedule, readiness, graceful shutdown)', () => {
  let h: WorkerHarness;

  beforeAll(async () => {
    h = await WorkerHarness.start({ pageSize: 5 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const runs = () =>
    h.store.query<{ job_id: string; status: string; requested_by: string }[]>(
      `SELECT job_id, status, requested_by FROM catalog_sync_runs ORDER BY started_at`,
    );

  it('registers the schedule on start, runs its first sync at once, and removes it when the interval is 0', async () => {
    const scheduled = await h.startWorker({ syncEveryMs: 3_600_000 });
    const [scheduler] = await h.queue.getJobSchedulers();
    expect(scheduler).toMatchObject({
      key: CATALOG_SYNC_SCHEDULE_ID,
      name: CATALOG_SYNC_JOB,
      every: 3_600_000,
      template: {
        data: { requestedBy: 'schedule' },
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
      },
    });
    const done = await waitFor(runs, (rows) => rows.some((r) => r.status === 'succeeded'));
    expect(done).toEqual([expect.objectContaining({ status: 'succeeded', requested_by: 'schedule' })]);
    await scheduled.close();

    // Restarting is idempotent: still one scheduler.
    const again = await h.startWorker({ syncEveryMs: 3_600_000 });
    expect(await h.queue.getJobSchedulersCount()).toBe(1);
    await again.close();

    const disabled = await h.startWorker({ syncEveryMs: 0 });
    expect(await h.queue.getJobSchedulersCount()).toBe(0);
    await disabled.close();
  });

  it('is ready while consuming and not ready once the worker is closed', async () => {
    const app = await h.startWorker();
    const health = createHealthServer(workerReadinessProbes(app));
    try {
      await request(health)
        .get('/health/ready')
        .expect(200, { status: 'ok', checks: { database: 'up', redis: 'up', worker: 'up' } });
      await app.close();
      const res = await request(health).get('/health/ready').expect(503);
      expect(res.body.checks.worker).toBe('down');
    } finally {
      health.close();
    }
  });

  it('lets a running sync finish when shut down', async () => {
    h.emulator.emulator.setLatency(150);
    try {
      const app = await h.startWorker();
      const job = await h.queue.add(CATALOG_SYNC_JOB, { requestedBy: 'admin-user-2' }, { attempts: 2 });
      await waitFor(
        () => job.getState(),
        (state) => state === 'active',
      );
      await app.close();
      expect(await job.getState()).toBe('completed');
      const mine = (await runs()).filter((r) => r.job_id === job.id);
      expect(mine).toEqual([expect.objectContaining({ status: 'succeeded', requested_by: 'admin-user-2' })]);
      const [count] = await h.store.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM products`);
      expect(count!.n).toBe(SAMPLE_CATALOG.filter((o) => o.type === 'ITEM').length);
    } finally {
      h.emulator.emulator.setLatency(0);
    }
  });
});
