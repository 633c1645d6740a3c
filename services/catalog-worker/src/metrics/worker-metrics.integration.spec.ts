import request from 'supertest';
import { createHealthServer } from '../health/health-server';
import { workerReadinessProbes } from '../health/worker-probes';
import { SAMPLE_CATALOG, WorkerHarness } from '../testing/worker-harness';
import { createWorkerMetrics } from './worker-metrics';

jest.setTimeout(60_000);

const SAMPLE_ITEMS = SAMPLE_CATALOG.filter((o) => o.type === 'ITEM').length;

describe('the worker’s Prometheus metrics (real Postgres, Redis, emulator)', () => {
  let h: WorkerHarness;

  beforeAll(async () => {
    h = await WorkerHarness.start({ pageSize: 5 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('serves queue depth, job durations, items synced and the pool on the health port', async () => {
    const app = await h.startWorker();
    const health = createHealthServer(workerReadinessProbes(app), createWorkerMetrics(app));
    try {
      await h.sync();
      const res = await request(health).get('/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.text;
      expect(text).toMatch(
        /queue_job_duration_seconds_count\{[^}]*queue="catalog-sync",name="sync-catalog",outcome="completed"\} 1/,
      );
      expect(text).toMatch(
        new RegExp(`catalog_sync_items_total\\{outcome="upserted"[^}]*\\} ${SAMPLE_ITEMS}\\b`),
      );
      expect(text).toMatch(/catalog_sync_last_items_per_second\{service="catalog-worker"\} [1-9]/);
      expect(text).toMatch(/queue_jobs\{queue="catalog-sync",state="completed"[^}]*\} 1/);
      expect(text).toMatch(/db_pool_connections\{pool="store",state="total"[^}]*\} [1-9]/);
      // Readiness still answers on the same server; nothing else does.
      await request(health).get('/health/ready').expect(200);
      await request(health).get('/metricsx').expect(404);
      await request(health).post('/metrics').expect(405);
    } finally {
      health.close();
      await app.close();
    }
  });
});
