import { generateKeyPairSync } from 'node:crypto';
import { createTestDatabase, testRedis, type TestDatabase } from '@petcora/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { removeEventsQueue, sessionCookieFrom, startAccountApp } from '../testing/account-test-app';

describe('session cookie in production (behind the gateway)', () => {
  let db: TestDatabase;
  let app: INestApplication;
  const redis = testRedis('prod-cookie');

  beforeAll(async () => {
    db = await createTestDatabase('account_prod_cookie');
    app = await startAccountApp({
      databaseUrl: db.url,
      redisUrl: redis.url,
      queuePrefix: redis.prefix,
      extra: {
        NODE_ENV: 'production',
        // Production refuses the committed development key: any other P-256 public key will do here.
        IDENTITY_TOKEN_PUBLIC_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .publicKey.export({ type: 'spki', format: 'pem' })
          .toString(),
        SESSION_SECRET: 'a-production-session-secret-of-40-chars!',
        // Any argon2id hash but the published development one (refused in production).
        ADMIN_OVERVIEW_PASSWORD_HASH:
          '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHR0ZXN0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await removeEventsQueue({ redisUrl: redis.url, queuePrefix: redis.prefix });
    await db?.drop();
  });

  it('is Secure, and is set when the gateway reports the browser used HTTPS (trust proxy)', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth/signup')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'prod@example.com', password: 'production-1', username: 'prod_user' });
    expect(res.status).toBe(201);
    const cookie = sessionCookieFrom(res);
    // __Host-: Secure, this host only, path /; no Max-Age/Expires: it ends with the browser session.
    expect(cookie).toMatch(/^__Host-petcora\.sid=/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=|Max-Age=|Expires=/i);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const session = await request(app.getHttpServer())
      .get('/internal/session')
      .set('Cookie', cookie!.split(';')[0]);
    expect(session.status).toBe(200);
    expect(session.body.username).toBe('prod_user');
  });

  it('never sends the session cookie over plain HTTP', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth/signin')
      .send({ email: 'prod@example.com', password: 'production-1' });
    expect(res.status).toBe(200);
    expect(sessionCookieFrom(res)).toBeUndefined();
  });
});
