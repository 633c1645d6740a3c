import request from 'supertest';
import { createGateway } from '../app';
import {
  gatewayServer,
  CSRF_TOKEN,
  startFakeUpstream,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';

describe('CSRF protection', () => {
  let social: FakeUpstream;
  let store: FakeUpstream;
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    [social, store] = await Promise.all([startFakeUpstream('social'), startFakeUpstream('store')]);
    app = createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url, STORE_SERVICE_URL: store.url }));
  });
  afterAll(async () => {
    await Promise.all([social.close(), store.close()]);
  });

  it('issues a readable XSRF-TOKEN cookie when the request has none', async () => {
    const res = await request(gatewayServer(app)).get('/api/posts').expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('XSRF-TOKEN='),
    )!;
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('issues a Secure cookie in production', async () => {
    const prod = createGateway(
      testConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: store.url,
      }),
    );
    const res = await request(gatewayServer(prod)).get('/api/posts').expect(200);
    expect(
      (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('XSRF-TOKEN=')),
    ).toMatch(/Secure/);
  });

  it('issues a fresh random token per client and none when the client already has one', async () => {
    const a = await request(gatewayServer(app)).get('/api/posts');
    const b = await request(gatewayServer(app)).get('/api/posts');
    expect(a.headers['set-cookie']?.[0]).not.toBe(b.headers['set-cookie']?.[0]);
    const again = await request(gatewayServer(app))
      .get('/api/posts')
      .set('Cookie', `XSRF-TOKEN=${CSRF_TOKEN}`);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('refuses %s without the header', async (method) => {
    const before = social.requests.length;
    const res = await request(gatewayServer(app))
      [method]('/api/posts/1')
      .set('Cookie', `XSRF-TOKEN=${CSRF_TOKEN}`)
      .expect(403);
    expect(res.body).toEqual({ message: 'Invalid or missing CSRF token' });
    expect(social.requests.length).toBe(before);
  });

  it('refuses a header that does not match the cookie, and a header without a cookie', async () => {
    await request(gatewayServer(app))
      .post('/api/posts')
      .set('Cookie', `XSRF-TOKEN=${CSRF_TOKEN}`)
      .set('X-XSRF-TOKEN', `${CSRF_TOKEN.slice(0, -1)}x`)
      .expect(403, { message: 'Invalid or missing CSRF token' });
    await request(gatewayServer(app))
      .post('/api/posts')
      .set('X-XSRF-TOKEN', CSRF_TOKEN)
      .expect(403, { message: 'Invalid or missing CSRF token' });
    await request(gatewayServer(app))
      .post('/api/posts')
      .set('Cookie', `XSRF-TOKEN=${CSRF_TOKEN}`)
      .set('X-XSRF-TOKEN', 'short')
      .expect(403, { message: 'Invalid or missing CSRF token' });
  });

  it('lets a request with a matching token through', async () => {
    const res = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .send({ content: 'hi' })
      .expect(200);
    expect(res.body.method).toBe('POST');
  });

  it('protects the queue dashboard actions too', async () => {
    await request(gatewayServer(app)).post('/admin/queues/api/queues/catalog-sync/retry').expect(403);
    await request(gatewayServer(app))
      .post('/admin/queues/api/queues/catalog-sync/retry')
      .set(withCsrf())
      .expect(200);
  });

  it('does not check safe methods', async () => {
    await request(gatewayServer(app)).get('/api/posts').expect(200);
  });

  it('refuses a cross-site Origin even with a valid token', async () => {
    const res = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('Origin', 'null')
      .expect(403, { message: 'Cross-site request refused' });
  });

  it('accepts the gateway’s own origin', async () => {
    await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('Host', 'localhost:8080')
      .set('Origin', 'http://localhost:8080')
      .expect(200);
    // the port is part of the origin
    await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('Host', 'localhost:8080')
      .set('Origin', 'http://localhost:3000')
      .expect(403);
  });

  it('uses the forwarded protocol and host only when TRUST_PROXY allows it', async () => {
    const behindProxy = createGateway(
      testConfig({ SOCIAL_SERVICE_URL: social.url, TRUST_PROXY: 'loopback' }),
    );
    const viaProxy = (target: ReturnType<typeof createGateway>) =>
      request(gatewayServer(target))
        .post('/api/posts')
        .set(withCsrf())
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'petcora.example')
        .set('Origin', 'https://petcora.example');
    await viaProxy(behindProxy).expect(200);
    await viaProxy(app).expect(403);
  });

  it('reads the first entry of a forwarded protocol or host list (the one the front proxy met), never a later one', async () => {
    const behindProxy = createGateway(
      testConfig({ SOCIAL_SERVICE_URL: social.url, TRUST_PROXY: 'loopback' }),
    );
    const listed = (origin: string) =>
      request(gatewayServer(behindProxy))
        .post('/api/posts')
        .set(withCsrf())
        .set('X-Forwarded-Proto', 'https, http')
        .set('X-Forwarded-Host', 'petcora.example, evil.example')
        .set('Origin', origin);
    await listed('https://petcora.example').expect(200);
    await listed('http://evil.example').expect(403);
    await listed('https://evil.example').expect(403);
    expect(social.requests.at(-1)?.headers['x-forwarded-host']).toBe('petcora.example');
  });

  it('lets Square’s signed webhook through without a token (the store checks its signature), and nothing else', async () => {
    const before = store.requests.length;
    await request(gatewayServer(app))
      .post('/api/webhooks/square')
      .set('content-type', 'application/json')
      .set('x-square-hmacsha256-signature', 'sig')
      .send('{"event_id":"e1"}')
      .expect(200);
    expect(store.requests.length).toBe(before + 1);
    expect(store.requests.at(-1)!.path).toBe('/api/webhooks/square');
    // Byte for byte: the signature is over the exact body.
    expect(store.requests.at(-1)!.body).toBe('{"event_id":"e1"}');
    await request(gatewayServer(app)).post('/api/webhooks/square/other').send({}).expect(403);
    await request(gatewayServer(app)).put('/api/webhooks/square').send({}).expect(403);
    await request(gatewayServer(app)).post('/api/orders').send({}).expect(403);
  });
});
