import request from 'supertest';
import { CLIENT_ADDRESS_HEADER } from '@petcora/contracts';
import { createGateway } from '../app';
import {
  gatewayServer,
  startFakeUpstream,
  configFor,
  withCsrf,
  type FakeUpstream,
  type RecordedRequest,
} from '../testing/fake-upstream';

/** What no service may read a client's address from: a client sets these as easily as any header. */
const CLIENT_CLAIMS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

describe('the client address services see', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let store: FakeUpstream;

  beforeAll(async () => {
    [account, social, store] = await Promise.all([
      startFakeUpstream('account'),
      startFakeUpstream('social'),
      startFakeUpstream('store'),
    ]);
  });

  afterAll(async () => {
    await Promise.all([account.close(), social.close(), store.close()]);
  });

  const gateway = (env: Record<string, string> = {}) =>
    createGateway(configFor({ account, social, store }, env));

  const last = (upstream: FakeUpstream): RecordedRequest => upstream.requests.at(-1)!;

  /** A browser two proxies away: it claims an address, the outer proxy appended the real one, the inner its own. */
  const throughTwoProxies = {
    'X-Forwarded-For': '198.51.100.66, 203.0.113.7, 10.0.0.2',
    Forwarded: 'for=198.51.100.66',
    'X-Real-IP': '198.51.100.66',
    [CLIENT_ADDRESS_HEADER]: '198.51.100.66',
  };

  it.each([
    ['GET', '/api/auth/me', 'account'],
    ['POST', '/api/auth/signin', 'account'],
    ['GET', '/api/posts', 'social'],
    ['GET', '/api/live', 'social'],
    ['POST', '/api/cart/items', 'store'],
    ['GET', '/admin/queues', 'store'],
  ] as const)(
    '%s %s: the %s service gets the address TRUST_PROXY=2 resolves, and no forwarded chain',
    async (method, path, service) => {
      const upstream = { account, social, store }[service];
      const call =
        method === 'GET'
          ? request(gatewayServer(gateway({ TRUST_PROXY: '2' }))).get(path)
          : request(gatewayServer(gateway({ TRUST_PROXY: '2' })))
              .post(path)
              .set(withCsrf())
              .send({});
      await call.set(throughTwoProxies).expect(200);
      const seen = last(upstream);
      expect(seen.path).toBe(path);
      expect(seen.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
      for (const claim of CLIENT_CLAIMS)
        expect({ claim, value: seen.headers[claim] }).toEqual({ claim, value: undefined });
    },
  );

  it('ignores a client-sent copy of the header: without trusted proxies the service gets the peer address', async () => {
    await request(gatewayServer(gateway()))
      .get('/api/posts')
      .set(throughTwoProxies)
      .set(CLIENT_ADDRESS_HEADER, '198.51.100.99')
      .expect(200);
    const seen = last(social).headers;
    expect(seen[CLIENT_ADDRESS_HEADER]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    for (const claim of CLIENT_CLAIMS) expect(seen[claim]).toBeUndefined();
  });

  it('believes exactly as many appended entries as TRUST_PROXY says', async () => {
    await request(gatewayServer(gateway({ TRUST_PROXY: '1' })))
      .get('/api/products')
      .set(throughTwoProxies)
      .expect(200);
    expect(last(store).headers[CLIENT_ADDRESS_HEADER]).toBe('10.0.0.2');
    await request(gatewayServer(gateway({ TRUST_PROXY: '3' })))
      .get('/api/products')
      .set(throughTwoProxies)
      .expect(200);
    expect(last(store).headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.66');
  });

  it('cannot be dropped by a Connection header naming it', async () => {
    await request(gatewayServer(gateway({ TRUST_PROXY: '2' })))
      .get('/api/posts')
      .set(throughTwoProxies)
      .set('Connection', `${CLIENT_ADDRESS_HEADER}, keep-alive`)
      .expect(200);
    expect(last(social).headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
  });

  it('comes along on the composed reads the gateway makes itself', async () => {
    await request(gatewayServer(gateway({ TRUST_PROXY: '2' })))
      .get('/api/search/all?q=rex')
      .set(throughTwoProxies);
    const composed = [...social.requests, ...store.requests].filter((r) => r.path.startsWith('/api/'));
    const searches = composed.filter((r) => /search|q=rex/.test(r.path));
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
  });
});
