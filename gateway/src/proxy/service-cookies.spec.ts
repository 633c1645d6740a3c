import request from 'supertest';
import {
  CART_COOKIE,
  CONSENT_COOKIE_NAME,
  IDENTITY_HEADER,
  PRODUCTION_SESSION_COOKIE,
  SESSION_COOKIE,
} from '@petcora/contracts';
import { createGateway } from '../app';
import { readRawCookie } from '../identity/session-cookie';
import {
  gatewayServer,
  CSRF_TOKEN,
  readIdentity,
  startFakeUpstream,
  configFor,
  type FakeUpstream,
  type RecordedRequest,
} from '../testing/fake-upstream';
import { ownedCookies } from './hop-by-hop';
import { serviceCookies } from './route-table';

const CART_TOKEN = 'c'.repeat(43);
const MEMBER = { id: 'u-cookie', username: 'cookie_member', role: 'admin' };

describe('ownedCookies', () => {
  const owned = new Set(['petcora.sid', 'petcora.cart']);

  it('keeps the owned pairs in their order, as sent', () => {
    expect(ownedCookies('a=1; petcora.cart=c1;petcora.sid=s%3Ax; b=2', owned)).toBe(
      'petcora.cart=c1; petcora.sid=s%3Ax',
    );
    expect(ownedCookies(' petcora.sid = spaced ', owned)).toBe('petcora.sid = spaced');
  });

  it('leaves out a cookie whose name only looks like an owned one, and nameless pairs', () => {
    expect(ownedCookies('xpetcora.sid=1; petcora.sidx=2; petcora.sid; =petcora.sid', owned)).toBeUndefined();
    expect(ownedCookies('__Host-petcora.sid=prod', owned)).toBeUndefined();
  });

  it('keeps nothing for a service that owns no cookie', () => {
    expect(ownedCookies('petcora.sid=s1; petcora.cart=c1', new Set())).toBeUndefined();
  });
});

describe('each service gets only the cookies it owns', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let store: FakeUpstream;

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) =>
      a.get('/internal/session', (req, res) => {
        const sid =
          readRawCookie(req.headers.cookie ?? '', SESSION_COOKIE) ??
          readRawCookie(req.headers.cookie ?? '', PRODUCTION_SESSION_COOKIE);
        if (sid !== 'sid-member') return res.status(401).json({ message: 'Authentication required' });
        res.json(MEMBER);
      }),
    );
    social = await startFakeUpstream('social');
    store = await startFakeUpstream('store');
  });

  afterAll(async () => {
    await Promise.all([account.close(), social.close(), store.close()]);
  });

  const gateway = (env: Record<string, string> = {}) =>
    createGateway(configFor({ account, social, store }, env));

  /** What a signed-in shopper's browser sends: the session, the cart, the XSRF pair, the consent choice and junk. */
  const browserCookies = (sessionCookie = SESSION_COOKIE) =>
    [
      `${sessionCookie}=sid-member`,
      `${CART_COOKIE}=${CART_TOKEN}`,
      `XSRF-TOKEN=${CSRF_TOKEN}`,
      `${CONSENT_COOKIE_NAME}=analytics`,
      'junk=1',
      '_ga=GA1.2.3',
    ].join('; ');

  /** The last request the fake service recorded for `path`. */
  const lastAt = (upstream: FakeUpstream, path: string): RecordedRequest => {
    const found = upstream.requests.filter((r) => r.path === path).at(-1);
    if (!found) throw new Error(`${upstream.name} got no request for ${path}`);
    return found;
  };

  it.each([
    ['/api/auth/me', 'account', `${SESSION_COOKIE}=sid-member`],
    ['/api/users/profile', 'account', `${SESSION_COOKIE}=sid-member`],
    ['/api/posts', 'social', 'no Cookie header'],
    ['/api/users/rex/followers', 'social', 'no Cookie header'],
    ['/api/cart', 'store', `${CART_COOKIE}=${CART_TOKEN}`],
    ['/api/products', 'store', `${CART_COOKIE}=${CART_TOKEN}`],
    ['/admin/queues', 'store', `${CART_COOKIE}=${CART_TOKEN}`],
  ])('GET %s: the %s service sees %s', async (path, service, cookie) => {
    const upstream = { account, social, store }[service]!;
    await request(gatewayServer(gateway())).get(path).set('Cookie', browserCookies()).expect(200);
    const seen = lastAt(upstream, path);
    expect(seen.headers.cookie).toBe(cookie === 'no Cookie header' ? undefined : cookie);
    // The caller is known to it by the identity token signed for it alone.
    expect(readIdentity(seen.headers[IDENTITY_HEADER] as string, service as 'account')).toMatchObject({
      sub: MEMBER.id,
      role: MEMBER.role,
    });
  });

  it('the live-update stream reaches social without any cookie', async () => {
    await request(gatewayServer(gateway())).get('/api/live').set('Cookie', browserCookies()).expect(200);
    const seen = lastAt(social, '/api/live');
    expect(seen.headers.cookie).toBeUndefined();
    expect(readIdentity(seen.headers[IDENTITY_HEADER] as string, 'social')?.sub).toBe(MEMBER.id);
  });

  it('a sign-in passes the gateway CSRF check, and the account service sees the session cookie only', async () => {
    await request(gatewayServer(gateway()))
      .post('/api/auth/signin')
      .set('Cookie', browserCookies())
      .set('X-XSRF-TOKEN', CSRF_TOKEN)
      .set('content-type', 'application/json')
      .send('{"email":"a@example.com","password":"x"}')
      .expect(200);
    const seen = lastAt(account, '/api/auth/signin');
    expect(seen.headers.cookie).toBe(`${SESSION_COOKIE}=sid-member`);
    // The header half of the double submit is the gateway's business too; it reaches the service as sent.
    expect(seen.headers['x-xsrf-token']).toBe(CSRF_TOKEN);
  });

  it('a store write passes the gateway CSRF check with the cart cookie only', async () => {
    await request(gatewayServer(gateway()))
      .post('/api/cart/items')
      .set('Cookie', browserCookies())
      .set('X-XSRF-TOKEN', CSRF_TOKEN)
      .set('content-type', 'application/json')
      .send('{"productId":"p1","quantity":1}')
      .expect(200);
    expect(lastAt(store, '/api/cart/items').headers.cookie).toBe(`${CART_COOKIE}=${CART_TOKEN}`);
  });

  it('the /api/login and /api/logout navigations reach the account service with the session cookie only', async () => {
    const app = gateway();
    const navigation = {
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
      'Sec-Fetch-Site': 'none',
    };
    await request(gatewayServer(app))
      .get('/api/logout')
      .set(navigation)
      .set('Cookie', browserCookies())
      .expect(200);
    expect(lastAt(account, '/api/logout').headers.cookie).toBe(`${SESSION_COOKIE}=sid-member`);
    await request(gatewayServer(app))
      .get('/api/login')
      .set(navigation)
      .set('Cookie', browserCookies())
      .expect(200);
    expect(lastAt(account, '/api/login').headers.cookie).toBe(`${SESSION_COOKIE}=sid-member`);
  });

  it('in production the account service gets the __Host- session cookie, never the plain-named one', async () => {
    const app = gateway({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const cookies = `${browserCookies(PRODUCTION_SESSION_COOKIE)}; ${SESSION_COOKIE}=planted`;
    await request(gatewayServer(app)).get('/api/auth/me').set('Cookie', cookies).expect(200);
    expect(lastAt(account, '/api/auth/me').headers.cookie).toBe(`${PRODUCTION_SESSION_COOKIE}=sid-member`);
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', cookies).expect(200);
    expect(lastAt(social, '/api/posts').headers.cookie).toBeUndefined();
  });

  it('lists one owner per cookie: the session cookie is the account service’s alone', () => {
    for (const production of [false, true]) {
      const owners = serviceCookies(production);
      const session = production ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE;
      expect([...owners.account]).toEqual([session]);
      expect([...owners.social]).toEqual([]);
      expect([...owners.store]).toEqual([CART_COOKIE]);
    }
  });
});
