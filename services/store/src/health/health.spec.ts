import request from 'supertest';
import { validateEnv } from '@petcora/nest-common';
import type { TestDatabase } from '@petcora/testing';
import { StoreEnv } from '../config/store-env';
import { createStoreTestDatabase, startStoreTestApp } from '../testing/store-test-app';

describe('health (real Postgres and Redis)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createStoreTestDatabase('health');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is live and ready when the database and Redis answer', async () => {
    const store = await startStoreTestApp(db, { label: 'health' });
    try {
      await request(store.app.getHttpServer()).get('/health/live').expect(200, { status: 'ok' });
      const ready = await request(store.app.getHttpServer()).get('/health/ready').expect(200);
      expect(ready.body).toEqual({ status: 'ok', checks: { redis: 'up', database: 'up' } });
    } finally {
      await store.close();
    }
  });

  it('stays ready without Redis (degraded, Redis named) while the catalogue keeps answering', async () => {
    // Nothing listens on port 1: Redis is "down".
    const store = await startStoreTestApp(db, { label: 'health-down', redisUrl: 'redis://127.0.0.1:1' });
    try {
      await request(store.app.getHttpServer()).get('/health/live').expect(200);
      // Not ready would take every copy out of the load balancer, and the catalogue with them.
      const ready = await request(store.app.getHttpServer()).get('/health/ready').expect(200);
      expect(ready.body).toEqual({ status: 'degraded', checks: { redis: 'down', database: 'up' } });
      await request(store.app.getHttpServer()).get('/api/products').expect(200);
    } finally {
      await store.close();
      // ioredis keeps a 2 s timer to destroy a socket that never opened; let it run out so jest exits cleanly.
      await new Promise((resolve) => setTimeout(resolve, 2100));
    }
  }, 15_000);
});

describe('StoreEnv', () => {
  it('accepts the defaults and refuses a bad BULL_PREFIX or DATABASE_URL', () => {
    expect(validateEnv(StoreEnv, {})).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/petcora',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DEMO_SEED: 'false',
    });
    expect(() => validateEnv(StoreEnv, { BULL_PREFIX: 'has spaces' })).toThrow(/BULL_PREFIX/);
    expect(() => validateEnv(StoreEnv, { DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });
});
