import request from 'supertest';
import type { Express } from 'express';
import type { FastifyInstance } from 'fastify';
import { createGateway, upstreamPoolsOf } from '../app';
import {
  gatewayServer,
  configFor,
  startFakeUpstream,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { isPersonalPath } from './route-table';

/** What every fake service copy says about caching: cache it anywhere for ten minutes. */
const CACHE_ANYWHERE = 'public, max-age=600';

/** Sessions by cookie value: `admin` unlocked the admin overview (its stats need that), `locked` did not. */
const SESSIONS: Record<string, () => object> = {
  admin: () => ({ id: 'u-admin', username: 'boss', role: 'admin', adminElevatedUntil: Date.now() + 60_000 }),
  locked: () => ({ id: 'u-admin', username: 'boss', role: 'admin' }),
};

/** A service copy that answers every path with a cacheable body, a weak ETag and (optionally) an explicit head. */
function cacheableEverywhere(app: Express): void {
  app.get('/internal/session', (req, res) => {
    const sid = /petcora\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const user = SESSIONS[sid];
    if (user) res.json(user());
    else res.status(401).json({ message: 'Authentication required' });
  });
  app.get('/internal/stats', (_req, res) => {
    res.setHeader('cache-control', CACHE_ANYWHERE);
    res.json({
      users: { total: 1, today: 0 },
      posts: { total: 0, today: 0 },
      likes: { total: 0, today: 0 },
      repets: { total: 0, today: 0 },
      moderation: { pending: 0 },
      recentActivity: [],
    });
  });
  // Head and body written in one call (as Node's writeHead with headers does), the header under another casing.
  app.get('/api/orders/explicit-head', (_req, res) => {
    res.writeHead(200, { 'Cache-Control': CACHE_ANYWHERE, 'content-type': 'application/json' });
    res.end('{"id":"explicit"}');
  });
  app.use((req, res) => {
    res.setHeader('cache-control', CACHE_ANYWHERE);
    res.setHeader('etag', 'W/"same-body"');
    res.json({ path: req.originalUrl });
  });
}

describe('personal answers are never stored', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let store: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    [account, social, store] = await Promise.all([
      startFakeUpstream('account', cacheableEverywhere),
      startFakeUpstream('social', cacheableEverywhere),
      startFakeUpstream('store', cacheableEverywhere),
    ]);
    app = createGateway(configFor({ account, social, store }));
  });
  afterAll(async () => {
    for (const pool of Object.values(upstreamPoolsOf(app))) pool.stop();
    await Promise.all([account.close(), social.close(), store.close()]);
  });

  it.each([
    '/api/auth/me',
    '/api/orders',
    '/api/orders/o-1',
    '/api/cart',
    '/api/cart/items',
    '/api/users/profile',
    '/api/users/profile-photo',
    '/api/users/banner-photo',
    '/api/users/u-1/profile',
    '/api/users/rex/followers',
    '/api/admin/users',
  ])('GET %s answers Cache-Control: no-store whatever the service sent', async (path) => {
    const res = await request(gatewayServer(app)).get(path).expect(200);
    expect(res.body).toEqual({ path });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('overrides a cache header the service wrote together with the head', async () => {
    const res = await request(gatewayServer(app)).get('/api/orders/explicit-head').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ id: 'explicit' });
  });

  it('marks a write at a personal path too (POST /api/cart/items)', async () => {
    const res = await request(gatewayServer(app))
      .post('/api/cart/items')
      .set(withCsrf())
      .send({ productId: 'p1' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the composed admin stats and their refusals', async () => {
    const stats = await request(gatewayServer(app))
      .get('/api/admin/stats')
      .set('Cookie', 'petcora.sid=admin')
      .expect(200);
    expect(stats.headers['cache-control']).toBe('no-store');
    const refused = await request(gatewayServer(app)).get('/api/admin/stats').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const locked = await request(gatewayServer(app))
      .get('/api/admin/stats')
      .set('Cookie', 'petcora.sid=locked')
      .expect(403);
    expect(locked.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/products', '/api/posts', '/api/hashtags/trending', '/media/account/avatar.webp'])(
    "keeps the service's own caching on the public answer %s",
    async (path) => {
      const res = await request(gatewayServer(app)).get(path).expect(200);
      expect(res.headers['cache-control']).toBe(CACHE_ANYWHERE);
      expect(res.headers.etag).toBe('W/"same-body"');
    },
  );

  it('tells personal paths from public ones by the route table', () => {
    expect(isPersonalPath('/api/auth/me')).toBe(true);
    expect(isPersonalPath('/api/admin/stats')).toBe(true);
    expect(isPersonalPath('/api/products/p-1')).toBe(false);
    expect(isPersonalPath('/api/posts')).toBe(false);
    expect(isPersonalPath('/media/social/clip.mp4')).toBe(false);
  });
});
