import express from 'express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, Worker } from 'bullmq';
import { Pool } from 'pg';
import request from 'supertest';
import { testRedis, waitFor } from '@petcora/testing';
import { httpMetrics } from './http-metrics';
import { metricsRoute } from './metrics-endpoint';
import { observeConnectionPools } from './pool-metrics';
import { observeQueueDepth, observeWorkerJobs, QUEUE_COUNT_TIMEOUT_MS } from './queue-metrics';
import { createMetricsRegistry } from './registry';

const scrape = async (registry: ReturnType<typeof createMetricsRegistry>) => registry.metrics();

describe('HTTP metrics', () => {
  const registry = createMetricsRegistry('test-service');
  const app = express();
  app.use(metricsRoute(registry));
  app.use(httpMetrics(registry));
  app.get('/items/:id', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.json({ late: true }), 500);
  });

  it('counts requests by method, route pattern and status, never by raw path', async () => {
    await request(app).get('/items/1').expect(200);
    await request(app).get('/items/2').expect(200);
    await request(app).get('/no/such/path/../etc/passwd').expect(404);
    await request(app).get('/boom').expect(500);

    const res = await request(app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toMatch(
      /http_server_request_duration_seconds_count\{service="test-service",method="GET",route="\/items\/:id",status_code="200"\} 2/,
    );
    expect(text).toMatch(/route="unmatched",status_code="404"[^}]*\} 1/);
    expect(text).toMatch(/route="\/boom",status_code="500"[^}]*\} 1/);
    expect(text).not.toContain('/items/1');
    expect(text).not.toContain('passwd');
    // Node's own metrics come with it.
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('records a request whose client went away before the answer as aborted', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
        req.on('error', () => resolve());
        req.end();
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
      await waitFor(
        () => scrape(registry),
        (text) => /route="\/slow",status_code="aborted"[^}]*\} 1/.test(text),
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('database pool and queue metrics (real Postgres and Redis)', () => {
  const redis = testRedis('metrics');
  const connection = { url: redis.url };
  let pool: Pool;
  let queue: Queue;

  beforeAll(() => {
    pool = new Pool({
      connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      max: 3,
    });
    queue = new Queue('metrics-spec', { connection, prefix: redis.prefix });
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await pool.end();
  });

  it('reports a pool’s total, idle and waiting connections when scraped', async () => {
    const registry = createMetricsRegistry('test-service');
    observeConnectionPools(registry, { store: () => pool, missing: () => undefined });
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const waiting = pool.connect();
    try {
      const text = await scrape(registry);
      expect(text).toMatch(/db_pool_connections\{pool="store",state="total"[^}]*\} 3/);
      expect(text).toMatch(/db_pool_connections\{pool="store",state="idle"[^}]*\} 0/);
      expect(text).toMatch(/db_pool_connections\{pool="store",state="waiting"[^}]*\} 1/);
      expect(text).not.toContain('pool="missing"');
    } finally {
      for (const client of held) client.release();
      (await waiting).release();
    }
  });

  it('reports jobs per queue state, and job durations by outcome', async () => {
    const registry = createMetricsRegistry('test-worker');
    observeQueueDepth(registry, [queue]);
    await queue.add('sync', { ok: true });
    await queue.add('sync', { ok: false });
    expect(await scrape(registry)).toMatch(/queue_jobs\{queue="metrics-spec",state="waiting"[^}]*\} 2/);

    const worker = new Worker(
      'metrics-spec',
      async (job) => {
        if (!job.data.ok) throw new Error('refused');
      },
      { connection, prefix: redis.prefix },
    );
    observeWorkerJobs(registry, worker);
    try {
      const text = await waitFor(
        () => scrape(registry),
        (t) => /queue_job_duration_seconds_count\{[^}]*outcome="failed"[^}]*\} 1/.test(t),
      );
      expect(text).toMatch(
        /queue_job_duration_seconds_count\{[^}]*queue="metrics-spec",name="sync",outcome="completed"\} 1/,
      );
      expect(text).toMatch(/queue_jobs\{queue="metrics-spec",state="failed"[^}]*\} 1/);
    } finally {
      await worker.close();
    }
  });

  it('answers a scrape in time while Redis does not answer, leaving the queue out', async () => {
    const registry = createMetricsRegistry('test-worker');
    const stuck = { name: 'stuck', getJobCounts: () => new Promise<Record<string, number>>(() => undefined) };
    observeQueueDepth(registry, [stuck, queue]);
    const started = Date.now();
    const text = await scrape(registry);
    expect(Date.now() - started).toBeLessThan(QUEUE_COUNT_TIMEOUT_MS + 1000);
    expect(text).not.toContain('queue="stuck"');
    expect(text).toContain('queue="metrics-spec"');
  });
});
