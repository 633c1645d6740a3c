import { generateKeyPairSync } from 'node:crypto';
import request from 'supertest';
import { IDENTITY_HEADER } from '@petcora/contracts';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, signIdentityToken } from '@petcora/identity';
import { createGateway } from '../app';
import {
  gatewayServer,
  closedPortUrl,
  startFakeUpstream,
  audienceOf,
  readIdentity,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { readRawCookie } from './session-cookie';

const USERS: Record<string, { id: string; username: string; role: string }> = {
  'sid-rex': { id: 'u-rex', username: 'rex', role: 'member' },
  'sid-admin': { id: 'u-admin', username: 'boss', role: 'admin' },
  's%3Asigned.value': { id: 'u-signed', username: 'signed', role: 'member' },
  // Bodies that do not match the shared SessionIdentity contract: never turned into an identity.
  'sid-odd-role': { id: 'u-odd', username: 'odd', role: 'superuser' },
  'sid-no-role': { id: 'u-norole', username: 'norole' } as never,
};

describe('identity', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  /** Cookie headers the fake account service's /internal/session received, in order. */
  const sessionLookups: string[] = [];

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) =>
      a.get('/internal/session', async (req, res) => {
        const cookie = req.headers.cookie ?? '';
        sessionLookups.push(cookie);
        const sid = readRawCookie(cookie, 'petcora.sid') ?? readRawCookie(cookie, '__Host-petcora.sid') ?? '';
        if (sid === 'sid-slow') await new Promise((r) => setTimeout(r, 150));
        if (sid === 'sid-broken') return res.status(500).json({ message: 'boom' });
        const user =
          USERS[sid] ?? (sid === 'sid-slow' ? { id: 'u-slow', username: 'slow', role: 'member' } : undefined);
        if (!user) return res.status(401).json({ message: 'Authentication required' });
        res.json(user);
      }),
    );
    social = await startFakeUpstream('social');
  });

  afterAll(async () => {
    await Promise.all([account.close(), social.close()]);
  });

  beforeEach(() => {
    sessionLookups.length = 0;
  });

  const gateway = (env: Record<string, string> = {}) =>
    createGateway(testConfig({ ACCOUNT_SERVICE_URL: account.url, SOCIAL_SERVICE_URL: social.url, ...env }));

  const tokenSeenBySocial = (res: request.Response) =>
    res.body.headers[IDENTITY_HEADER] as string | undefined;

  it('forwards a signed identity token the services can verify', async () => {
    const res = await request(gatewayServer(gateway()))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=sid-rex')
      .expect(200);
    expect(readIdentity(tokenSeenBySocial(res), 'social')).toEqual({
      sub: 'u-rex',
      username: 'rex',
      role: 'member',
    });
  });

  it('reads /internal/session with the shared SessionIdentity contract: an unknown or missing role is anonymous, not a member', async () => {
    const app = gateway();
    for (const sid of ['sid-odd-role', 'sid-no-role']) {
      const res = await request(gatewayServer(app))
        .get('/api/posts')
        .set('Cookie', `petcora.sid=${sid}`)
        .expect(200);
      expect(tokenSeenBySocial(res)).toBeUndefined();
    }
  });

  it('addresses each proxied token to the service the route table sends the request to', async () => {
    const app = gateway();
    const toSocial = tokenSeenBySocial(
      await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200),
    );
    const toAccount = (
      await request(gatewayServer(app))
        .get('/api/user/settings')
        .set('Cookie', 'petcora.sid=sid-rex')
        .expect(200)
    ).body.headers[IDENTITY_HEADER] as string;
    expect(audienceOf(toSocial)).toBe('social');
    expect(audienceOf(toAccount)).toBe('account');
  });

  it('in production reads only the __Host- session cookie and forwards it under that name', async () => {
    // Production refuses the committed development key: give this copy a key of its own.
    const ownKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const production = gateway({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      IDENTITY_TOKEN_PRIVATE_KEY: String(ownKey.export({ type: 'pkcs8', format: 'pem' })),
    });
    // A plain-named cookie (which a sibling subdomain could plant) is not a session there.
    const planted = await request(gatewayServer(production))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=sid-rex')
      .expect(200);
    expect(tokenSeenBySocial(planted)).toBeUndefined();
    expect(sessionLookups).toEqual([]);
    const res = await request(gatewayServer(production))
      .get('/api/posts')
      .set('Cookie', '__Host-petcora.sid=sid-rex')
      .expect(200);
    expect(sessionLookups).toEqual(['__Host-petcora.sid=sid-rex']);
    expect(tokenSeenBySocial(res)).toEqual(expect.any(String));
  });

  it('sends the account service only the session cookie, exactly as the browser sent it', async () => {
    const res = await request(gatewayServer(gateway()))
      .get('/api/posts')
      .set('Cookie', 'theme=dark; petcora.sid=s%3Asigned.value; XSRF-TOKEN=abc')
      .expect(200);
    expect(sessionLookups).toEqual(['petcora.sid=s%3Asigned.value']);
    expect(readIdentity(tokenSeenBySocial(res), 'social')?.sub).toBe('u-signed');
  });

  it('replaces a client-sent identity header, even a validly signed one', async () => {
    const app = gateway();
    const forged = signIdentityToken(
      { sub: 'u-admin', username: 'boss', role: 'admin' },
      'social',
      DEV_IDENTITY_TOKEN_PRIVATE_KEY,
    );
    const anonymous = await request(gatewayServer(app))
      .get('/api/posts')
      .set(IDENTITY_HEADER, forged)
      .expect(200);
    expect(tokenSeenBySocial(anonymous)).toBeUndefined();
    const asRex = await request(gatewayServer(app))
      .get('/api/posts')
      .set(IDENTITY_HEADER, forged)
      .set('Cookie', 'petcora.sid=sid-rex')
      .expect(200);
    expect(readIdentity(tokenSeenBySocial(asRex), 'social')?.username).toBe('rex');
  });

  it('forwards no identity without a session cookie, and asks nobody', async () => {
    const res = await request(gatewayServer(gateway())).get('/api/posts').expect(200);
    expect(tokenSeenBySocial(res)).toBeUndefined();
    expect(sessionLookups).toHaveLength(0);
  });

  it('treats a session the account service does not know (401) as anonymous', async () => {
    const res = await request(gatewayServer(gateway()))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=expired')
      .expect(200);
    expect(tokenSeenBySocial(res)).toBeUndefined();
  });

  it('resolves a session once and serves later requests from the cache', async () => {
    const app = gateway();
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200);
    const second = await request(gatewayServer(app))
      .get('/api/comments')
      .set('Cookie', 'petcora.sid=sid-rex')
      .expect(200);
    expect(sessionLookups).toHaveLength(1);
    expect(readIdentity(tokenSeenBySocial(second), 'social')?.sub).toBe('u-rex');
  });

  it('caches a 401 too, so a stale cookie does not cost a lookup per request', async () => {
    const app = gateway();
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=expired').expect(200);
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=expired').expect(200);
    expect(sessionLookups).toHaveLength(1);
  });

  it('shares one lookup between concurrent requests with the same cookie', async () => {
    const app = gateway();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-slow').expect(200),
      ),
    );
    expect(sessionLookups).toHaveLength(1);
    for (const res of results) expect(readIdentity(tokenSeenBySocial(res), 'social')?.username).toBe('slow');
  });

  it('looks the session up again once the cache entry expired', async () => {
    const app = gateway({ IDENTITY_CACHE_TTL_MS: '50' });
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200);
    await new Promise((r) => setTimeout(r, 80));
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200);
    expect(sessionLookups).toHaveLength(2);
  });

  it.each([
    ['POST', '/api/auth/signout'],
    ['POST', '/api/simple-auth/logout'],
    ['GET', '/api/logout'],
  ])('%s %s evicts the cached session', async (method, path) => {
    const app = gateway();
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200);
    const signOut = request(gatewayServer(app))
      [method === 'POST' ? 'post' : 'get'](path)
      .set(withCsrf(['petcora.sid=sid-rex']));
    const signedOut = await signOut.expect(200);
    expect(signedOut.body.path).toBe(path);
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200);
    // before, during (uncached) and after sign-out: three lookups, none answered from a stale cache
    expect(sessionLookups).toHaveLength(3);
  });

  it('counts as anonymous (and caches nothing) when the account service fails or is down', async () => {
    const app = gateway();
    const broken = await request(gatewayServer(app))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=sid-broken')
      .expect(200);
    expect(tokenSeenBySocial(broken)).toBeUndefined();
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-broken').expect(200);
    expect(sessionLookups).toHaveLength(2);

    const down = createGateway(
      testConfig({ ACCOUNT_SERVICE_URL: await closedPortUrl(), SOCIAL_SERVICE_URL: social.url }),
    );
    const started = Date.now();
    const res = await request(gatewayServer(down))
      .get('/api/posts')
      .set('Cookie', 'petcora.sid=sid-rex')
      .expect(200);
    expect(tokenSeenBySocial(res)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a member seen before signed in while the account service cannot answer, not after a 401', async () => {
    let accountState: 'up' | 'down' | 'signed-out' = 'up';
    const flaky = await startFakeUpstream('account', (a) =>
      a.get('/internal/session', (_req, res) => {
        if (accountState === 'down') return res.status(503).json({ message: 'unavailable' });
        if (accountState === 'signed-out')
          return res.status(401).json({ message: 'Authentication required' });
        res.json(USERS['sid-rex']);
      }),
    );
    try {
      const app = createGateway(
        testConfig({
          ACCOUNT_SERVICE_URL: flaky.url,
          SOCIAL_SERVICE_URL: social.url,
          IDENTITY_CACHE_TTL_MS: '50',
        }),
      );
      const asRex = () =>
        request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=sid-rex').expect(200);
      expect(tokenSeenBySocial(await asRex())).toBeDefined();
      accountState = 'down';
      await new Promise((r) => setTimeout(r, 80)); // past the cache's freshness: the gateway asks again, and fails
      expect(tokenSeenBySocial(await asRex())).toBeDefined();
      accountState = 'signed-out'; // a definite answer wins over the stale one
      await new Promise((r) => setTimeout(r, 80));
      expect(tokenSeenBySocial(await asRex())).toBeUndefined();
      accountState = 'down';
      await new Promise((r) => setTimeout(r, 80));
      expect(tokenSeenBySocial(await asRex())).toBeUndefined();
    } finally {
      await flaky.close();
    }
  });

  it('gives up on a session lookup that hangs, after its timeout', async () => {
    const hanging = await startFakeUpstream('account', (a) => a.get('/internal/session', () => undefined));
    try {
      const app = createGateway(
        testConfig({
          ACCOUNT_SERVICE_URL: hanging.url,
          SOCIAL_SERVICE_URL: social.url,
          SESSION_LOOKUP_TIMEOUT_MS: '200',
        }),
      );
      const started = Date.now();
      const res = await request(gatewayServer(app))
        .get('/api/posts')
        .set('Cookie', 'petcora.sid=sid-rex')
        .expect(200);
      expect(tokenSeenBySocial(res)).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await hanging.close();
    }
  });
});

describe('readRawCookie', () => {
  it('finds a cookie among others without decoding it', () => {
    expect(readRawCookie('a=1; petcora.sid=s%3Aabc.def; b=2', 'petcora.sid')).toBe('s%3Aabc.def');
  });
  it('ignores similar names and empty values', () => {
    expect(readRawCookie('xpetcora.sid=1; petcora.sidx=2', 'petcora.sid')).toBeNull();
    expect(readRawCookie('petcora.sid=', 'petcora.sid')).toBeNull();
    expect(readRawCookie(undefined, 'petcora.sid')).toBeNull();
  });
});
