import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { testRedis, waitFor } from '@petcora/testing';
import type { TcpProxy } from '@petcora/testing';
import {
  type AccountAppBehindRedisProxy,
  startAccountAppBehindRedisProxy,
} from '../testing/account-test-app';
import { MAIL_UNAVAILABLE } from './account-mail.queue';

jest.setTimeout(30_000);

/**
 * With Redis away (cut through a TCP proxy), a reset request answers 503 with a message within the enqueue bound
 * (never a 500 or a hang), and sign-up still creates the account without its confirmation mail.
 */
describe('mail requests while Redis is away', () => {
  const redis = testRedis('mail_no_redis');
  let proxy: TcpProxy;
  let app: INestApplication;
  let started: AccountAppBehindRedisProxy | undefined;

  beforeAll(async () => {
    started = await startAccountAppBehindRedisProxy('account_mail_no_redis', redis);
    ({ app, proxy } = started);
  });

  afterAll(async () => {
    await started?.close();
  });

  it('answers 503 to a reset request and still signs a new member up', async () => {
    proxy.cut();
    try {
      const http = () => request(app.getHttpServer());
      // The shared connection notices the cut on its next command; until then the enqueue bound applies.
      const started = Date.now();
      const reset = await http()
        .post('/api/auth/password-reset')
        .timeout(6000)
        .send({ email: 'a@example.com' });
      expect([reset.status, reset.body, Date.now() - started < 4000]).toEqual([
        503,
        { message: MAIL_UNAVAILABLE },
        true,
      ]);

      const signUp = await http()
        .post('/api/auth/signup')
        .timeout(6000)
        .send({ email: 'offline-mail@example.com', password: 'offline-kibble', username: 'offline_mail' });
      expect(signUp.status).toBe(201);
      expect(signUp.body.user.emailVerified).toBe(false);
    } finally {
      proxy.restore();
    }
    // Back: requests are queued again.
    await waitFor(
      async () =>
        (await request(app.getHttpServer()).post('/api/auth/password-reset').send({ email: 'a@example.com' }))
          .status,
      (status) => status === 202,
    );
  });
});
