import request from 'supertest';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER } from '@petcora/contracts';
import { createGateway } from '../app';
import {
  gatewayServer,
  closedPortUrl,
  startFakeUpstream,
  configFor,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';

describe('proxying by prefix', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let store: FakeUpstream;
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    [account, social, store] = await Promise.all([
      startFakeUpstream('account', (a) =>
        a.get('/api/auth/signin-cookie', (_req, res) => res.cookie('petcora.sid', 's1').json({ ok: true })),
      ),
      startFakeUpstream('social'),
      startFakeUpstream('store', (a) => {
        a.get('/api/products/hang', () => undefined); // never answers
        a.get('/api/products/slow-stream', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('partial');
        });
      }),
    ]);
    app = createGateway(
      configFor(
        { account, social, store },
        {
          UPSTREAM_TIMEOUT_MS: '1000',
        },
      ),
    );
  });

  afterAll(async () => {
    await Promise.all([account.close(), social.close(), store.close()]);
  });

  it.each([
    ['/api/auth/me', 'account'],
    ['/api/simple-auth/me', 'account'],
    ['/api/user', 'account'],
    ['/api/users/profile', 'account'],
    ['/api/users/profile-photo', 'account'],
    ['/api/users/banner-photo', 'account'],
    ['/api/users/u1/profile', 'account'],
    ['/api/admin/users?page=2', 'account'],
    ['/api/login', 'account'],
    ['/api/membership-plans', 'account'],
    ['/api/posts?page=1&limit=10', 'social'],
    ['/api/likes/9', 'social'],
    ['/api/comments?postId=9', 'social'],
    ['/api/threads/1/posts', 'social'],
    ['/api/profile/rex/posts', 'social'],
    ['/api/users/rex/posts', 'social'],
    ['/api/users/rex/follow', 'social'],
    ['/api/users/rex/followers', 'social'],
    ['/api/users/rex/following', 'social'],
    ['/api/bookmarks', 'social'],
    ['/api/products?category=shampoo', 'store'],
    ['/api/orders/3', 'store'],
    ['/api/cart', 'store'],
    ['/admin/queues/api/queues', 'store'],
  ])('GET %s reaches the %s service with the full path', async (path, service) => {
    const res = await request(gatewayServer(app)).get(path).expect(200);
    expect(res.body).toMatchObject({ service, method: 'GET', path });
  });

  it('streams a POST body through unchanged (JSON)', async () => {
    const body = JSON.stringify({ content: 'Rex learned to sit 🐶', location: 'Park' });
    const res = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('content-type', 'application/json')
      .send(body)
      .expect(200);
    expect(res.body).toMatchObject({ service: 'social', method: 'POST', path: '/api/posts', body });
    expect(res.body.headers['content-type']).toBe('application/json');
  });

  it('streams a large binary upload through byte for byte', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 256;
    // Its own gateway with a generous timeout: a loaded CI machine can pause longer than the 1 s
    // used by the hang tests while 3 MiB pass through twice (seen once as a 503).
    const patientGateway = createGateway(configFor({ account, social, store }));
    const res = await request(gatewayServer(patientGateway))
      .post('/api/users/profile-photo')
      .set(withCsrf())
      .set('content-type', 'application/octet-stream')
      .send(bytes)
      .expect(200);
    expect(res.body.service).toBe('account');
    expect(Buffer.from(res.body.bodyBase64, 'base64').equals(bytes)).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('forwards %s', async (method) => {
    const res = await request(gatewayServer(app))
      [method.toLowerCase() as 'put' | 'patch' | 'delete']('/api/posts/5')
      .set(withCsrf())
      .set('content-type', 'application/json')
      .send('{"a":1}')
      .expect(200);
    expect(res.body).toMatchObject({ method, path: '/api/posts/5' });
  });

  it('continues a valid W3C traceparent to the service with the gateway as parent, and replaces a hostile one', async () => {
    const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const continued = await request(gatewayServer(app))
      .get('/api/posts')
      .set('traceparent', incoming)
      .expect(200);
    const forwarded = String(continued.body.headers.traceparent);
    expect(forwarded).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(forwarded).not.toBe(incoming);

    const hostile = await request(gatewayServer(app))
      .get('/api/posts')
      .set('traceparent', 'zz-not-a-trace')
      .expect(200);
    expect(String(hostile.body.headers.traceparent)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const fresh = await request(gatewayServer(app)).get('/api/posts').expect(200);
    expect(fresh.body.headers.traceparent).not.toBe(hostile.body.headers.traceparent);
  });

  it('forwards the client address, x-forwarded-proto/host and a request id, and strips a client identity header', async () => {
    const res = await request(gatewayServer(app))
      .get('/api/posts')
      .set(IDENTITY_HEADER, 'forged-token')
      .set('x-request-id', 'req-123')
      .expect(200);
    const headers = res.body.headers;
    expect(headers[IDENTITY_HEADER]).toBeUndefined();
    expect(headers['x-request-id']).toBe('req-123');
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(headers[CLIENT_ADDRESS_HEADER]).toMatch(/127\.0\.0\.1/);
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('generates a request id when the client sends none or a malformed one', async () => {
    const res = await request(gatewayServer(app))
      .get('/api/posts')
      .set('x-request-id', 'bad id with spaces')
      .expect(200);
    expect(res.body.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps both the upstream cookie and the gateway XSRF cookie', async () => {
    const res = await request(gatewayServer(app)).get('/api/auth/signin-cookie').expect(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => c.startsWith('petcora.sid=s1'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('answers unknown /api paths with a JSON 404 and never routes /internal', async () => {
    const before = account.requests.length + social.requests.length + store.requests.length;
    for (const path of ['/api/nope', '/api/users/rex', '/internal/session', '/internal/stats']) {
      const res = await request(gatewayServer(app)).get(path).expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
    expect(account.requests.length + social.requests.length + store.requests.length).toBe(before);
  });

  it('refuses a path with dot segments instead of letting an upstream normalise it', async () => {
    const res = await request(gatewayServer(app))
      .get('/api/posts/%2e%2e/%2e%2e/internal/session')
      .expect(400);
    expect(res.body).toEqual({ message: 'Bad request path' });
  });

  it('answers 503 JSON after the upstream timeout when a service hangs', async () => {
    const started = Date.now();
    const res = await request(gatewayServer(app)).get('/api/products/hang').expect(503);
    const elapsed = Date.now() - started;
    expect(res.body).toEqual({ message: 'The store service is unavailable. Please try again shortly.' });
    // 1 s timeout: long enough that a loaded CI machine never trips it on the fast fakes.
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(4000);
  });

  it('cuts the connection when a service stalls after it started answering', async () => {
    await expect(request(gatewayServer(app)).get('/api/products/slow-stream')).rejects.toThrow();
  });
});

describe('proxying to a service that is down', () => {
  it('answers 503 JSON at once, for each service', async () => {
    const down = await closedPortUrl();
    const app = createGateway(
      testConfig({
        ACCOUNT_SERVICE_URL: down,
        SOCIAL_SERVICE_URL: down,
        STORE_SERVICE_URL: down,
        UPSTREAM_TIMEOUT_MS: '10000',
      }),
    );
    for (const [path, service] of [
      ['/api/auth/me', 'account'],
      ['/api/posts', 'social'],
      ['/api/products', 'store'],
    ]) {
      const started = Date.now();
      const res = await request(gatewayServer(app))
        .get(path)
        .expect(503)
        .expect('content-type', /application\/json/);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.body).toEqual({
        message: `The ${service} service is unavailable. Please try again shortly.`,
      });
    }
  });
});
