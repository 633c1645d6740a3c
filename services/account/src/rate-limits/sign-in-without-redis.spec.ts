import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { CLIENT_ADDRESS_HEADER } from '@petcora/contracts';
import { testRedis } from '@petcora/testing';
import type { TcpProxy } from '@petcora/testing';
import {
  type AccountAppBehindRedisProxy,
  startAccountAppBehindRedisProxy,
} from '../testing/account-test-app';

jest.setTimeout(30_000);

/**
 * With Redis away (cut through a TCP proxy in front of the machine's Redis), signing in still answers at
 * once, and the counters fall back to memory: wrong passwords are still slowed down, never a 500 or a hang.
 */
describe('sign-in while Redis is away', () => {
  const redis = testRedis('signin_no_redis');
  const password = 'limit-password';
  let proxy: TcpProxy;
  let app: INestApplication;
  let started: AccountAppBehindRedisProxy | undefined;

  beforeAll(async () => {
    started = await startAccountAppBehindRedisProxy('account_signin_no_redis', redis, {
      SIGNIN_MAX_FAILURES_PER_ACCOUNT: '2',
    });
    ({ app, proxy } = started);
    await request(app.getHttpServer())
      .post('/api/auth/signup')
      .send({ email: 'offline@example.com', password, username: 'offline_member' })
      .expect(201);
  });

  afterAll(async () => {
    await started?.close(); // Redis is back by now (the test restores the proxy)
  });

  const signIn = (body: object, address: string) =>
    request(app.getHttpServer())
      .post('/api/auth/signin')
      .set(CLIENT_ADDRESS_HEADER, address)
      .timeout(5000)
      .send(body);

  it('signs in at once, and wrong passwords are still slowed down (in memory), never a 500', async () => {
    proxy.cut();
    try {
      const started = Date.now();
      const ok = await signIn({ email: 'offline@example.com', password }, '10.9.0.1');
      expect([ok.status, Date.now() - started < 2000]).toEqual([200, true]);

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await signIn({ email: 'offline@example.com', password: 'nope' }, '10.9.0.2')).status);
      // Two free failures, the third opens a 1 s pause, the fourth inside it is refused.
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      proxy.restore();
    }
  });
});
