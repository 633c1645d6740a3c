import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { identityHeaders, startTcpProxy, testRedis, waitFor } from '@petcora/testing';
import type { INestApplication } from '@nestjs/common';
import type { TcpProxy, TestDatabase } from '@petcora/testing';
import { ACCOUNT_EVENTS_QUEUE, USER_PROFILE_CHANGED } from '@petcora/contracts';
import {
  type AccountAppBehindRedisProxy,
  startAccountApp,
  startAccountAppBehindRedisProxy,
} from '../testing/account-test-app';
import { AccountEventsOutbox } from './account-events.outbox';
import { profileSource } from '../testing/account-fixtures';
import { AccountEventsRelay } from './account-events.relay';
import { type EventQueue, OutboxRelay } from '@petcora/nest-common';

jest.setTimeout(60_000);

interface OutboxRow {
  job_id: string;
  payload: { displayName: string | null; username: string };
  published_at: Date | null;
  attempts: number;
}

/**
 * Account events go through an outbox written in the change's own transaction, relayed to the queue until
 * delivered. Redis is taken away through a TCP proxy in front of the machine's real Redis (never stopped here).
 */
describe('account events outbox (real Postgres; Redis cut through a proxy)', () => {
  const redis = testRedis('outbox');
  let db: TestDatabase;
  let proxy: TcpProxy;
  let app: INestApplication;
  let started: AccountAppBehindRedisProxy | undefined;
  let direct: IORedis;
  let queue: Queue;

  const outboxRows = (userId: string): Promise<OutboxRow[]> =>
    app.get(DataSource).query(
      `SELECT "job_id", "payload", "published_at", "attempts" FROM "account"."event_outbox"
          WHERE "payload"->>'id' = $1 ORDER BY "id"`,
      [userId],
    );
  const queuedNames = async (userId: string) =>
    (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']))
      .filter((job) => job.name === USER_PROFILE_CHANGED && job.data.id === userId)
      .map((job) => job.data.displayName as string | null);

  beforeAll(async () => {
    started = await startAccountAppBehindRedisProxy('account_outbox', redis);
    ({ app, db, proxy } = started);
    direct = new IORedis(redis.url, { maxRetriesPerRequest: null });
    queue = new Queue(ACCOUNT_EVENTS_QUEUE, { connection: direct, prefix: redis.prefix });
  });

  afterAll(async () => {
    await queue?.close();
    await direct?.quit();
    await started?.close();
  });

  it('keeps a rename made while Redis is away and delivers it once Redis is back', async () => {
    const signUp = await request(app.getHttpServer())
      .post('/api/auth/signup')
      .send({ email: 'outbox@example.com', password: 'outbox-password', username: 'outbox_member' })
      .expect(201);
    const id = signUp.body.user.id as string;
    await waitFor(
      () => queuedNames(id),
      (names) => names.length === 1,
    );

    proxy.cut();
    const started = Date.now();
    await request(app.getHttpServer())
      .post('/api/auth/onboarding')
      .set(identityHeaders({ sub: id, username: 'outbox_member', role: 'member' }, 'account'))
      .send({ username: 'outbox_member', displayName: 'Renamed While Offline' })
      .expect(200);
    expect(Date.now() - started).toBeLessThan(2000); // the change does not wait for Redis
    // Committed with its event; the event is not out yet, and the relay keeps trying.
    const pending = await waitFor(
      () => outboxRows(id),
      (rows) => rows.length === 2 && rows[1]!.attempts > 0,
    );
    expect(pending[1]).toMatchObject({
      published_at: null,
      payload: { displayName: 'Renamed While Offline' },
    });
    expect(await queuedNames(id)).toEqual([null]);

    proxy.restore();
    const names = await waitFor(
      () => queuedNames(id),
      (found) => found.includes('Renamed While Offline'),
      45_000,
    );
    expect(names.sort()).toEqual([null, 'Renamed While Offline'].sort());
    // The relay marks it published on its next try; an add that timed out while Redis was away and went through
    // later does not make a second job (same job id).
    await waitFor(
      () => outboxRows(id),
      (rows) => rows.every((row) => row.published_at !== null),
      45_000,
    );
    expect((await queuedNames(id)).sort()).toEqual([null, 'Renamed While Offline'].sort());
  });

  it('loses nothing when the copy that took the change never reaches Redis again: another copy relays it', async () => {
    const deadProxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(redis.url).port || 6379),
    });
    const cutOff = new URL(redis.url);
    cutOff.hostname = '127.0.0.1';
    cutOff.port = String(deadProxy.port);
    deadProxy.cut();
    const lonely = await startAccountApp({
      databaseUrl: db.url,
      redisUrl: cutOff.toString(),
      queuePrefix: redis.prefix,
    });
    try {
      const signUp = await request(lonely.getHttpServer())
        .post('/api/auth/signup')
        .send({ email: 'lonely@example.com', password: 'outbox-password', username: 'lonely_member' })
        .expect(201);
      // The other copy (this suite's app, which reaches Redis) publishes what the cut-off copy committed.
      const names = await waitFor(
        () => queuedNames(signUp.body.user.id),
        (found) => found.length === 1,
        20_000,
      );
      expect(names).toEqual([null]);
    } finally {
      await Promise.race([lonely.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
      await deadProxy.close();
    }
  });

  it('writes no event for a change that fails (409) and none for a sign-up that fails', async () => {
    const first = await request(app.getHttpServer())
      .post('/api/auth/signup')
      .send({ email: 'taken@example.com', password: 'outbox-password', username: 'taken_name' })
      .expect(201);
    const second = await request(app.getHttpServer())
      .post('/api/auth/signup')
      .send({ email: 'other@example.com', password: 'outbox-password', username: 'other_name' })
      .expect(201);
    await request(app.getHttpServer())
      .post('/api/auth/onboarding')
      .set(identityHeaders({ sub: second.body.user.id, username: 'other_name', role: 'member' }, 'account'))
      .send({ username: 'taken_name', displayName: 'Never Saved' })
      .expect(409);
    await request(app.getHttpServer())
      .post('/api/auth/signup')
      .send({ email: 'taken@example.com', password: 'outbox-password', username: 'third_name' })
      .expect(409);
    expect(await outboxRows(second.body.user.id)).toHaveLength(1); // its sign-up only
    const all: { n: number }[] = await app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n FROM "account"."event_outbox" WHERE "payload"->>'username' = 'third_name'`,
      );
    expect(all[0]!.n).toBe(0);
    expect(first.body.user.id).toBeTruthy();
  });

  it('two relays at once publish every row exactly once, in order per relay', async () => {
    const relay = app.get(AccountEventsRelay);
    await relay.flush(); // what earlier tests left
    await relay.pause();
    try {
      const dataSource = app.get(DataSource);
      const outbox = app.get(AccountEventsOutbox);
      await dataSource.transaction(async (manager) => {
        for (let n = 0; n < 60; n += 1)
          await outbox.userProfileChanged(
            manager,
            profileSource({
              id: '00000000-0000-4000-8000-0000000000aa',
              username: `relay_${n}`,
              updatedAt: new Date(1_700_000_000_000 + n),
            }),
          );
      });
      const published: string[] = [];
      const slowQueue: EventQueue = {
        add: async (_name, _data, options) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          published.push(options.jobId);
        },
      };
      const options = {
        table: '"account"."event_outbox"',
        label: 'Account events relay',
        batchSize: 7,
        pollMs: 50,
        maxBackoffMs: 100,
        publishTimeoutMs: 1000,
        keepPublishedHours: 1,
      };
      const [a, b] = [
        new OutboxRelay(dataSource, slowQueue, options),
        new OutboxRelay(dataSource, slowQueue, options),
      ];
      const [byA, byB] = await Promise.all([a.flush(), b.flush()]);
      expect(byA + byB).toBe(60);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0); // both took part (SKIP LOCKED let them share the rows)
      expect(new Set(published).size).toBe(60);
      expect(published).toHaveLength(60);
    } finally {
      app.get(AccountEventsRelay).onApplicationBootstrap();
    }
  });
});
