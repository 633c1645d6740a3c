import IORedis from 'ioredis';
import request from 'supertest';
import { IDENTITY_HEADER, userRevocationMessage } from '@petcora/contracts';
import { createGateway } from '../app';
import { createJsonLogger } from '../logging/logger';
import {
  gatewayServer,
  startFakeUpstream,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { readRawCookie } from './session-cookie';
import { SIGN_OUT_CHANNEL, SignOutBroadcast } from './sign-out-broadcast';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two gateway copies share Redis: a sign-out through one is felt by the other at once. */
describe('sign-out broadcast between gateway copies', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  const signedIn = new Set(['sid-shared']);
  const broadcasts: SignOutBroadcast[] = [];

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) => {
      a.get('/internal/session', (req, res) => {
        const sid = readRawCookie(req.headers.cookie, 'petcora.sid') ?? '';
        if (!signedIn.has(sid)) return res.status(401).json({ message: 'Not signed in' });
        res.json({ id: 'u-shared', username: 'shared', role: 'member' });
      });
      a.post('/api/auth/signout', (req, res) => {
        signedIn.delete(readRawCookie(req.headers.cookie, 'petcora.sid') ?? '');
        res.json({ message: 'Signed out' });
      });
    });
    social = await startFakeUpstream('social');
  });
  afterAll(async () => {
    await Promise.all(broadcasts.map((b) => b.close()));
    await Promise.all([account.close(), social.close()]);
  });

  function gatewayCopy(redisUrl = REDIS_URL, logger = createJsonLogger('silent')) {
    // A long cache: without the broadcast, copy B would keep the session for a minute.
    const config = testConfig({
      ACCOUNT_SERVICE_URL: account.url,
      SOCIAL_SERVICE_URL: social.url,
      IDENTITY_CACHE_TTL_MS: '60000',
    });
    return createGateway(config, {
      logger,
      signOuts: (sessions) => {
        const broadcast = new SignOutBroadcast(redisUrl, sessions, logger);
        broadcasts.push(broadcast);
        return broadcast;
      },
    });
  }

  const identitySeen = async (app: ReturnType<typeof createGateway>) =>
    (await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-shared').expect(200))
      .body.headers[IDENTITY_HEADER] as string | undefined;

  /** Polls copy B briefly: a broadcast takes a Redis round trip, far below the cache's 60 s lifetime. */
  async function identityAfterBroadcast(app: ReturnType<typeof createGateway>) {
    let seen: string | undefined = 'still signed in';
    for (let i = 0; i < 20 && seen; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await identitySeen(app);
    }
    return seen;
  }

  it('drops every cached session of a user revoked by the account service (user id on the channel)', async () => {
    signedIn.add('sid-revoked');
    const copy = gatewayCopy();
    await Promise.all(broadcasts.map((b) => b.whenReady()));
    const seenWith = async (sid: string) =>
      (await request(gatewayServer(copy)).get('/api/posts').set('Cookie', `petcora.sid=${sid}`).expect(200))
        .body.headers[IDENTITY_HEADER] as string | undefined;
    expect(await seenWith('sid-revoked')).toEqual(expect.any(String)); // cached now
    signedIn.delete('sid-revoked'); // the account service ended it (e.g. an admin locked the account)
    const publisher = new IORedis(REDIS_URL);
    try {
      await publisher.publish(SIGN_OUT_CHANNEL, userRevocationMessage('u-shared'));
    } finally {
      await publisher.quit();
    }
    let seen: string | undefined = 'still signed in';
    for (let i = 0; i < 20 && seen; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await seenWith('sid-revoked');
    }
    expect(seen).toBeUndefined();
  });

  it('keeps working, and logs, when Redis is unreachable', async () => {
    const warnings: string[] = [];
    const logger = { ...createJsonLogger('silent'), warn: (message: string) => void warnings.push(message) };
    signedIn.add('sid-no-redis');
    const copy = gatewayCopy('redis://127.0.0.1:1', logger);
    const res = await request(gatewayServer(copy))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=sid-no-redis')
      .expect(200);
    expect(res.body.headers[IDENTITY_HEADER]).toEqual(expect.any(String));
    await request(gatewayServer(copy))
      .post('/api/auth/signout')
      .set(withCsrf(['petcora.sid=sid-no-redis']))
      .expect(200);
    const after = await request(gatewayServer(copy))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=sid-no-redis')
      .expect(200);
    expect(after.body.headers[IDENTITY_HEADER]).toBeUndefined(); // this copy evicted it locally
    await broadcasts[broadcasts.length - 1].whenReady();
    expect(warnings.some((w) => w.startsWith('sign-out broadcast'))).toBe(true);
  });

  it('drops the session on every copy as soon as one signs it out', async () => {
    const copyA = gatewayCopy();
    const copyB = gatewayCopy();
    await Promise.all(broadcasts.map((b) => b.whenReady()));
    expect(await identitySeen(copyB)).toEqual(expect.any(String)); // cached on B now
    await request(gatewayServer(copyA))
      .post('/api/auth/signout')
      .set(withCsrf(['petcora.sid=sid-shared']))
      .expect(200);
    expect(await identityAfterBroadcast(copyB)).toBeUndefined();
  });
});
