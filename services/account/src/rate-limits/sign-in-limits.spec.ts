import type { Redis } from 'ioredis';
import { REDIS_CONNECTION } from '../redis/redis.module';
import {
  type AccountTestContext,
  createAccountTestContext,
  sessionCookieFrom,
} from '../testing/account-test-app';

const TOO_MANY = { message: 'Too many sign-in attempts. Please try again in a few minutes.' };

describe('sign-in rate limits (per account and per address, in Redis)', () => {
  let ctx: AccountTestContext;
  const password = 'limit-password';

  beforeAll(async () => {
    ctx = await createAccountTestContext('account_limits', {
      extra: { SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3', SIGNIN_MAX_FAILURES_PER_ADDRESS: '6' },
    });
    for (const name of ['locked_out', 'resetter', 'simple_limit']) {
      const res = await ctx
        .http()
        .post('/api/auth/signup')
        .send({ email: `${name}@example.com`, password, username: name });
      expect(res.status).toBe(201);
    }
  });

  afterAll(async () => {
    await ctx?.close();
  });

  // Each case signs in from its own address (the gateway's X-Forwarded-For), so only the counter under test fills.
  const signIn = (body: object, address: string, path = '/api/auth/signin') =>
    ctx.http().post(path).set('X-Forwarded-For', address).send(body);

  it('blocks an account after its failures, even with the right password and from another address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await signIn({ email: 'locked_out@example.com', password: 'nope' }, '10.0.0.1')).status).toBe(
        401,
      );
    const blocked = await signIn({ email: 'locked_out@example.com', password }, '10.0.0.2');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(sessionCookieFrom(blocked)).toBeUndefined();
    // The same account by username is the same account.
    expect((await signIn({ username: 'LOCKED_OUT', password }, '10.0.0.3')).status).toBe(429);
    const keys = await ctx.app
      .get<Redis>(REDIS_CONNECTION)
      .keys(`${ctx.env.queuePrefix}:limits:signin-account:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('a successful sign-in resets the account counter', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await signIn({ email: 'resetter@example.com', password: 'nope' }, '10.0.1.1')).status).toBe(
        401,
      );
    expect((await signIn({ email: 'resetter@example.com', password }, '10.0.1.1')).status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await signIn({ email: 'resetter@example.com', password: 'nope' }, '10.0.1.1')).status).toBe(
        401,
      );
    expect((await signIn({ email: 'resetter@example.com', password }, '10.0.1.1')).status).toBe(200);
  });

  it('blocks an address trying many accounts', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn({ email: `nobody${i}@example.com`, password: 'guess' }, '10.0.2.1')).status).toBe(
        401,
      );
    }
    const blocked = await signIn({ email: 'resetter@example.com', password }, '10.0.2.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    // Another address is unaffected.
    expect((await signIn({ email: 'resetter@example.com', password }, '10.0.2.2')).status).toBe(200);
  });

  it('limits the simple username flow the same way', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await signIn(
            { username: 'simple_limit', password: 'wrong-pass' },
            '10.0.3.1',
            '/api/simple-auth/signin',
          )
        ).status,
      ).toBe(401);
    }
    const blocked = await signIn(
      { username: 'simple_limit', password },
      '10.0.3.2',
      '/api/simple-auth/signin',
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });
});
