import { DEMO_ADMIN, DEMO_USERS } from '@petcora/demo-data';
import { createTestDatabase, testRedis, type TestDatabase } from '@petcora/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { removeEventsQueue, startAccountApp, type AccountTestEnv } from '../testing/account-test-app';
import { DemoSeedService } from './demo-seed.service';
import { DEMO_MEMBERSHIP_PLANS } from './membership-plans.seed';

async function tableCounts(dataSource: DataSource) {
  const [row] = await dataSource.query(`
    SELECT (SELECT count(*)::int FROM "account"."users") AS users,
           (SELECT count(*)::int FROM "account"."membership_plans") AS plans,
           (SELECT string_agg(password, ',' ORDER BY id) FROM "account"."users") AS hashes`);
  return row as { users: number; plans: number; hashes: string };
}

describe('demo seed (DEMO_SEED=true)', () => {
  let db: TestDatabase;
  let env: AccountTestEnv;

  beforeAll(async () => {
    db = await createTestDatabase('account_seed');
    const redis = testRedis('account-seed');
    env = { databaseUrl: db.url, redisUrl: redis.url, queuePrefix: redis.prefix, demoSeed: true };
  });

  afterAll(async () => {
    if (env) await removeEventsQueue(env);
    await db?.drop();
  });

  it('seeds the demo users and plans once; a second start changes nothing', async () => {
    const first = await startAccountApp(env);
    const afterFirst = await tableCounts(first.get(DataSource));
    expect(afterFirst).toMatchObject({ users: DEMO_USERS.length, plans: DEMO_MEMBERSHIP_PLANS.length });

    // The admin signs in with the demo password and holds the admin role.
    const signIn = await request(first.getHttpServer())
      .post('/api/auth/signin')
      .send({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({
      id: DEMO_ADMIN.id,
      role: 'admin',
      onboardingCompleted: true,
      profileCompleted: true,
    });
    const member = DEMO_USERS.find((user) => user.role === 'member')!;
    const memberSignIn = await request(first.getHttpServer())
      .post('/api/auth/signin')
      .send({ username: member.username, password: member.password });
    expect(memberSignIn.body.user).toMatchObject({ id: member.id, role: 'member' });
    await first.close();

    const second = await startAccountApp(env);
    expect(await tableCounts(second.get(DataSource))).toEqual(afterFirst);
    expect(await second.get(DemoSeedService).seed()).toEqual({ usersInserted: 0, plansInserted: 0 });

    const plans = await request(second.getHttpServer()).get('/api/membership-plans');
    expect(plans.status).toBe(200);
    expect(plans.body.map((plan: { name: string }) => plan.name)).toEqual(['Basic', 'Plus', 'Premium']);
    expect(plans.body[1]).toMatchObject({
      price: 999,
      level: 2,
      benefits: expect.arrayContaining(['10% off every store order']),
    });
    await second.close();
  });
});
