import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import request from 'supertest';
import { IDENTITY_HEADER } from '@petcora/contracts';
import { createGateway } from '../app';
import { startFakeUpstream, testConfig, withCsrf, type FakeUpstream } from '../testing/fake-upstream';
import { runSteps, takesFastLane } from './api-fast-lane';
import { createGatewayServer } from './gateway-server';

/** An API answer's policy (ADR 0051): data, never a document, so no nonce. */
const API_CSP = "default-src 'none';frame-ancestors 'none'";

describe('which requests take the fast lane', () => {
  it.each([
    '/api/posts',
    '/api/posts/5/like',
    '/api/products',
    '/api/users/rex/posts',
    '/api/auth/me',
    '/api/live',
    '/api/posts/../../internal/session', // still refused by the lane's own dot-segment step
  ])('takes %s', (path) => expect(takesFastLane(path)).toBe(true));

  it.each([
    ['/', 'a page'],
    ['/store', 'a page'],
    ['/api/callback', 'the sign-in completion page'],
    ['/api/remotes', 'answered by the gateway'],
    ['/api/search/all', 'composed by the gateway'],
    ['/api/admin/stats', 'composed by the gateway'],
    ['/api/admin/users', 'the admin API'],
    ['/api/admin/deployment', 'the bearer-token deployment switch'],
    ['/API/ADMIN/DEPLOYMENT', 'the deployment switch in capitals'],
    ['/api/auth/signin', 'a credential route (its own stricter limit)'],
    ['/api/auth/register', 'a credential route'],
    ['/API/AUTH/SIGNIN', 'a credential route in capitals'],
    ['/api/simple-auth/signup/', 'a credential route with a trailing slash'],
    ['/api/nope', 'an unknown API path'],
    ['/internal/session', 'never proxied'],
    ['/media/social/a.png', 'not under /api'],
    ['/admin/queues', 'not under /api'],
    ['/health/live', 'health'],
  ])('leaves %s to the Express chain (%s)', (path) => expect(takesFastLane(path)).toBe(false));
});

describe('runSteps', () => {
  const req = {} as never;
  const res = {} as never;
  const step =
    (ran: string[], name: string, passOn = true): RequestHandler =>
    (_req, _res, next) => {
      ran.push(name);
      if (passOn) next();
    };

  it('runs the steps in order and stops at the one that answers', () => {
    const ran: string[] = [];
    const onError = jest.fn();
    const fallThrough = jest.fn();
    runSteps(
      [step(ran, 'a'), step(ran, 'b'), step(ran, 'answers', false), step(ran, 'never')],
      onError,
      fallThrough,
    )(req, res);
    expect(ran).toEqual(['a', 'b', 'answers']);
    expect(onError).not.toHaveBeenCalled();
    expect(fallThrough).not.toHaveBeenCalled();
  });

  it('hands an error passed on, thrown or rejected to the error handler, and runs no later step', async () => {
    const failure = new Error('boom');
    for (const failing of [
      ((_req, _res, next) => next(failure)) as RequestHandler,
      (() => {
        throw failure;
      }) as RequestHandler,
      (async () => {
        throw failure;
      }) as RequestHandler,
    ]) {
      const later = jest.fn();
      const onError = jest.fn();
      runSteps([failing, later], onError, jest.fn())(req, res);
      await new Promise((resolve) => setImmediate(resolve));
      expect(onError).toHaveBeenCalledWith(failure, req, res, expect.any(Function));
      expect(later).not.toHaveBeenCalled();
    }
  });

  it('answers with the fall-through handler when every step passed the request on', () => {
    const fallThrough = jest.fn();
    runSteps([(_req, _res, pass) => pass()], jest.fn(), fallThrough)(req, res);
    expect(fallThrough).toHaveBeenCalledTimes(1);
  });
});

describe('the fast lane in front of Express', () => {
  let social: FakeUpstream;
  let server: http.Server;
  let base: string;
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    social = await startFakeUpstream('social');
    app = createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url }));
    server = createGatewayServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await social.close();
  });

  it("answers a proxied call on the gateway's server without swapping the request's prototype", async () => {
    const swap = jest.spyOn(Object, 'setPrototypeOf');
    try {
      const res = await fetch(`${base}/api/posts?page=1`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { path: string }).path).toBe('/api/posts?page=1');
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      // (The fake service is an Express app too: only swaps to this gateway's API count.)
      const gatewayApi: unknown[] = [app.request, app.response];
      expect(swap.mock.calls.filter(([, proto]) => gatewayApi.includes(proto))).toEqual([]);
      await fetch(`${base}/api/remotes`);
      expect(swap.mock.calls.filter(([, proto]) => gatewayApi.includes(proto))).toHaveLength(2);
    } finally {
      swap.mockRestore();
    }
  });

  it('answers the search on the lane too, with the same checks (its exact GET path only)', async () => {
    const swap = jest.spyOn(Object, 'setPrototypeOf');
    const gatewayApi: unknown[] = [app.request, app.response];
    const swaps = () => swap.mock.calls.filter(([, proto]) => gatewayApi.includes(proto)).length;
    try {
      const res = await fetch(`${base}/api/search/all?q=bath`);
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(swaps()).toBe(0);
      // Other spellings are Express's, which answers them as before (here the search's 503: no store is running).
      const chain = await fetch(`${base}/api/search/all/?q=bath`);
      expect([res.status, await res.json()]).toEqual([chain.status, await chain.json()]);
      expect(res.status).toBe(503);
      await fetch(`${base}/api/search/all?q=bath`, { method: 'HEAD' });
      expect(swaps()).toBe(4);
      expect((await fetch(`${base}/api/search/all`, { method: 'POST' })).status).toBe(403);
    } finally {
      swap.mockRestore();
    }
  });

  it('leaves every other request to Express, as before', async () => {
    const unknown = await fetch(`${base}/api/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
    expect((await fetch(`${base}/api/remotes`)).status).toBe(200);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });
});

/** Every guard of the Express chain, checked on paths the lane takes. */
describe('the guards on the fast lane', () => {
  let social: FakeUpstream;
  let account: FakeUpstream;
  const seenBySocial = () => social.requests.length;

  beforeAll(async () => {
    [social, account] = await Promise.all([startFakeUpstream('social'), startFakeUpstream('account')]);
  });
  afterAll(async () => {
    await Promise.all([social.close(), account.close()]);
  });
  const gateway = (env: Record<string, string> = {}) =>
    createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url, ACCOUNT_SERVICE_URL: account.url, ...env }));

  it('gives a lane answer the same gateway headers as a chain answer', async () => {
    const app = gateway();
    const lane = await request(app).get('/api/posts').expect(200);
    const chain = await request(app).get('/api/remotes').expect(200);
    const gatewayHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter(
          (name) =>
            ![
              'content-length',
              'content-type',
              'etag',
              'date',
              'connection',
              'keep-alive',
              'cache-control',
            ].includes(name),
        )
        .sort();
    expect(gatewayHeaders(lane.headers)).toEqual(gatewayHeaders(chain.headers));
    expect(lane.headers['content-security-policy']).toBe(API_CSP);
    expect(lane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(lane.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
  });

  it('strips a client-sent identity header', async () => {
    const res = await request(gateway()).get('/api/posts').set(IDENTITY_HEADER, 'forged').expect(200);
    expect(res.body.headers[IDENTITY_HEADER]).toBeUndefined();
  });

  it('refuses dot segments before any service sees them', async () => {
    const before = seenBySocial();
    await request(gateway()).get('/api/posts/%2e%2e/%2e%2e/internal/session').expect(400);
    expect(seenBySocial()).toBe(before);
  });

  it('refuses a state-changing call without the CSRF token, or from another origin', async () => {
    const app = gateway();
    const before = seenBySocial();
    await request(app).post('/api/posts').send({ content: 'x' }).expect(403);
    await request(app).post('/api/posts').set(withCsrf()).set('origin', 'https://evil.example').expect(403);
    expect(seenBySocial()).toBe(before);
    await request(app).post('/api/posts').set(withCsrf()).send({ content: 'x' }).expect(200);
  });

  it('counts searches in the same per-client API budget', async () => {
    const app = gateway({ RATE_LIMIT_API_PER_MIN: '2' });
    await request(app)
      .get('/api/search/all?q=a')
      .expect((res) => expect(res.status).not.toBe(429));
    await request(app).get('/api/posts').expect(200);
    await request(app).get('/api/search/all?q=a').expect(429);
  });

  it('counts lane calls in the same per-client API budget as every other /api call', async () => {
    const app = gateway({ RATE_LIMIT_API_PER_MIN: '3' });
    await request(app).get('/api/posts').expect(200);
    await request(app).get('/api/remotes').expect(200);
    await request(app).get('/api/posts').expect(200);
    const before = seenBySocial();
    await request(app).get('/api/posts').expect(429);
    await request(app).get('/api/remotes').expect(429);
    expect(seenBySocial()).toBe(before);
  });

  it('refuses a state-changing GET that is not a top-level navigation (navigation-only routes)', async () => {
    const res = await request(gateway())
      .get('/api/logout')
      .set('sec-fetch-mode', 'no-cors')
      .set('sec-fetch-dest', 'image')
      .set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(403);
  });
});
