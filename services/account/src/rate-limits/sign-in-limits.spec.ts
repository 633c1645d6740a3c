import type { Redis } from 'ioredis';
import { CLIENT_ADDRESS_HEADER } from '@petcora/contracts';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { useAccountTestContext, sessionCookieFrom } from '../testing/account-test-app';

const TOO_MANY = { message: 'Too many sign-in attempts. Please try again in a few minutes.' };

describe('sign-in rate limits (per account and client, per client, in Redis)', () => {
  const password = 'limit-password';

  const ctx = useAccountTestContext('account_limits', {
    extra: { SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3', SIGNIN_MAX_FAILURES_PER_ADDRESS: '6' },
  });

  beforeAll(async () => {
    for (const name of ['locked_out', 'resetter', 'simple_limit', 'slowed', 'ipv6_target', 'burst_target']) {
      const res = await ctx
        .http()
        .post('/api/auth/signup')
        .send({ email: `${name}@example.com`, password, username: name });
      expect(res.status).toBe(201);
    }
  });

  // Each case signs in from its own address (as the gateway reports it), so only the counter under test fills.
  const signIn = (body: object, address: string, path = '/api/auth/signin') =>
    ctx.http().post(path).set(CLIENT_ADDRESS_HEADER, address).send(body);

  const wrong = (email: string) => ({ email, password: 'nope' });

  it('never locks the owner out: failures from one client leave the right password working from another', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(wrong('locked_out@example.com'), '10.0.0.1')).status).toBe(401);
    const owner = await signIn({ email: 'locked_out@example.com', password }, '10.0.0.2');
    expect(owner.status).toBe(200);
    expect(sessionCookieFrom(owner)).toBeDefined();
    const keys = await ctx.app
      .get<Redis>(REDIS_CONNECTION)
      .keys(`${ctx.env.queuePrefix}:limits:signin-failures:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('slows the failing client down instead of locking: one attempt per doubling pause', async () => {
    const email = 'slowed@example.com';
    for (let i = 0; i < 3; i += 1) expect((await signIn(wrong(email), '10.0.4.1')).status).toBe(401);
    // The 4th attempt opens a 1 s pause; attempts inside it are refused, even with the right password.
    expect((await signIn(wrong(email), '10.0.4.1')).status).toBe(401);
    const paused = await signIn({ email, password }, '10.0.4.1');
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual(TOO_MANY);
    expect(sessionCookieFrom(paused)).toBeUndefined();
    // The same account by username from the same client is the same pair.
    expect((await signIn({ username: 'SLOWED', password }, '10.0.4.1')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn({ email, password }, '10.0.4.1')).status).toBe(200);
  });

  it('keys IPv6 clients by /64: rotating addresses inside one /64 gains no attempts', async () => {
    const email = 'ipv6_target@example.com';
    for (let i = 1; i <= 4; i += 1)
      expect((await signIn(wrong(email), `2001:db8:5:5::${i}`)).status).toBe(401);
    expect((await signIn(wrong(email), '2001:db8:5:5::99')).status).toBe(429);
    expect((await signIn({ email, password }, '2001:db8:5:6::1')).status).toBe(200);
  });

  it('a burst of parallel guesses gets the free attempts plus one, the rest 429', async () => {
    const email = 'burst_target@example.com';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(wrong(email), '10.0.6.1').then((res) => res.status)),
    );
    expect(results.filter((status) => status === 401)).toHaveLength(4);
    expect(results.filter((status) => status === 429)).toHaveLength(8);
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

  it('keys a client by the address the gateway reported alone: a forwarded chain changes nothing', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx
        .http()
        .post('/api/auth/signin')
        .set(CLIENT_ADDRESS_HEADER, '10.0.7.1')
        .set('X-Forwarded-For', `198.51.100.${i}, 10.0.7.${i + 10}`)
        .set('Forwarded', `for=198.51.100.${i}`)
        .send({ email: `sprayed${i}@example.com`, password: 'guess' });
      expect(res.status).toBe(401);
    }
    const blocked = await ctx
      .http()
      .post('/api/auth/signin')
      .set(CLIENT_ADDRESS_HEADER, '10.0.7.1')
      .set('X-Forwarded-For', '198.51.100.200')
      .send({ email: 'resetter@example.com', password });
    expect(blocked.status).toBe(429);
    // The address another client's forwarded chain names keeps its own budget.
    expect((await signIn({ email: 'resetter@example.com', password }, '198.51.100.1')).status).toBe(200);
  });

  it('limits the simple username flow the same way', async () => {
    const attempt = (pass: string) =>
      signIn({ username: 'simple_limit', password: pass }, '10.0.3.1', '/api/simple-auth/signin');
    for (let i = 0; i < 4; i += 1) expect((await attempt('wrong-pass')).status).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });
});
