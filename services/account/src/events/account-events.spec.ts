import { ACCOUNT_EVENTS_QUEUE, USER_PROFILE_CHANGED } from '@petcora/contracts';
import { createTestDatabase, testRedis, type TestDatabase } from '@petcora/testing';
import type { Job } from 'bullmq';
import request from 'supertest';
import { countUsers, useAccountTestContext, startAccountApp } from '../testing/account-test-app';
import { DataSource } from 'typeorm';
import { publicProfileChanged } from './account-events.outbox';
import { profileSource } from '../testing/account-fixtures';

async function waitForJob(find: () => Promise<Job | undefined>, timeoutMs = 5000): Promise<Job | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await find();
    if (job || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('account events', () => {
  const ctx = useAccountTestContext('account_events');

  it(`enqueues ${USER_PROFILE_CHANGED} on ${ACCOUNT_EVENTS_QUEUE} after a sign-up`, async () => {
    const res = await ctx
      .http()
      .post('/api/auth/signup')
      .send({ email: 'events@example.com', password: 'events-password', username: 'event_maker' });
    expect(res.status).toBe(201);
    const [row] = await ctx.dataSource.query(
      `SELECT updated_at, joined_date FROM "account"."users" WHERE id = $1`,
      [res.body.user.id],
    );
    const jobId = `${res.body.user.id}-${new Date(row.updated_at).getTime()}`;

    const job = await waitForJob(() => ctx.eventsQueue().getJob(jobId));
    expect(job).toBeDefined();
    expect(job!.name).toBe(USER_PROFILE_CHANGED);
    expect(job!.data).toEqual({
      id: res.body.user.id,
      username: 'event_maker',
      displayName: null,
      profileImageUrl: null,
      isVerified: false,
      bio: null,
      coverImageUrl: null,
      profileImage: null,
      coverImage: null,
      location: null,
      website: null,
      joinedAt: new Date(row.joined_date).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    });
    expect(job!.opts).toMatchObject({
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 24 * 3600 },
    });
    // Ordered by when the account changed, not by when the relay published it.
    expect(job!.timestamp).toBe(new Date(row.updated_at).getTime());
  });

  it('carries the public profile fields of the community sign-up form', async () => {
    const res = await ctx.http().post('/api/auth/signup').send({
      firstName: 'Lee',
      lastName: 'Park',
      email: 'profile-events@example.com',
      username: 'lee_events',
      password: 'events-password',
      confirmPassword: 'events-password',
      displayName: 'Lee',
      bio: 'Parrot person',
      location: 'Hartford, CT',
      website: 'https://lee.example',
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.dataSource.query(
      `SELECT updated_at, joined_date FROM "account"."users" WHERE id = $1`,
      [res.body.user.id],
    );
    const job = await waitForJob(() =>
      ctx.eventsQueue().getJob(`${res.body.user.id}-${new Date(row.updated_at).getTime()}`),
    );
    expect(job!.data).toMatchObject({
      username: 'lee_events',
      bio: 'Parrot person',
      coverImageUrl: null,
      location: 'Hartford, CT',
      website: 'https://lee.example',
      joinedAt: new Date(row.joined_date).toISOString(),
    });
    // No private field travels to other services.
    for (const key of ['email', 'firstName', 'lastName', 'role', 'password'])
      expect(job!.data).not.toHaveProperty(key);
  });

  it('health/ready reports the database and Redis up', async () => {
    const res = await ctx.http().get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });
});

describe('account events while Redis is down', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('account_noredis');
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('still signs up (the event waits in the outbox) and stays ready, degraded (ADR 0036)', async () => {
    const app = await startAccountApp({
      databaseUrl: db.url,
      redisUrl: 'redis://127.0.0.1:1',
      queuePrefix: testRedis('noredis').prefix,
    });
    try {
      const started = Date.now();
      const res = await request(app.getHttpServer())
        .post('/api/auth/signup')
        .send({ email: 'offline@example.com', password: 'offline-password', username: 'offline_user' });
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000); // the request does not wait for Redis
      expect(await countUsers(app.get(DataSource))).toBe(1);

      expect((await request(app.getHttpServer()).get('/health/live')).status).toBe(200);
      // Not ready would take every copy out of the load balancer while sign-in works without Redis.
      const ready = await request(app.getHttpServer()).get('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'degraded', checks: { redis: 'down', database: 'up' } });
    } finally {
      await app.close();
    }
  });
});

describe('publicProfileChanged', () => {
  const base = profileSource({ id: 'u1', username: 'maya', displayName: 'Maya' });

  it('is true only when a field other services show changes', () => {
    expect(publicProfileChanged(base, { ...base, updatedAt: new Date() })).toBe(false);
    expect(publicProfileChanged(base, { ...base, username: 'maya2' })).toBe(true);
    expect(publicProfileChanged(base, { ...base, displayName: null })).toBe(true);
    expect(publicProfileChanged(base, { ...base, profileImageUrl: '/a.png' })).toBe(true);
    expect(publicProfileChanged(base, { ...base, isVerified: true })).toBe(true);
    expect(publicProfileChanged(base, { ...base, bio: 'Dog person' })).toBe(true);
    expect(publicProfileChanged(base, { ...base, coverImageUrl: '/b.png' })).toBe(true);
    expect(publicProfileChanged(base, { ...base, location: 'Hartford' })).toBe(true);
    expect(publicProfileChanged(base, { ...base, website: 'https://pets.example' })).toBe(true);
    expect(publicProfileChanged(base, { ...base, joinedDate: new Date() })).toBe(false);
  });
});
