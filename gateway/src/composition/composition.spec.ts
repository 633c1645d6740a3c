import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_ELEVATION_REQUIRED, IDENTITY_HEADER } from '@petcora/contracts';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, signIdentityToken } from '@petcora/identity';
import { createGateway } from '../app';
import { SEARCH_PRODUCTS_MAX_ENTRIES } from './search';
import {
  gatewayServer,
  closedPortUrl,
  startFakeUpstream,
  audienceOf,
  readIdentity,
  configFor,
  testConfig,
  type FakeUpstream,
} from '../testing/fake-upstream';

const product = (n: number) => ({
  id: `p${n}`,
  name: `Oat Shampoo ${n}`,
  description: 'gentle',
  price: 1000 + n,
  imageUrl: `/img/${n}.webp`,
  category: 'shampoo',
  squareItemId: null,
});

const traceOf = (req: { headers: Record<string, string | string[] | undefined> }) =>
  req.headers.traceparent as string | undefined;

/** A caller's W3C trace context: the gateway continues its trace id with a span of its own. */
const CALLER_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_TRACEPARENT = `00-${CALLER_TRACE_ID}-00f067aa0ba902b7-01`;

const SESSIONS: Record<string, object> = {
  // Unlocked with the admin overview password for the next hour.
  admin: { id: 'u-admin', username: 'boss', role: 'admin', adminElevatedUntil: Date.now() + 3_600_000 },
  'admin-locked': { id: 'u-admin', username: 'boss', role: 'admin' },
  'admin-expired': { id: 'u-admin', username: 'boss', role: 'admin', adminElevatedUntil: Date.now() - 1 },
  member: { id: 'u-rex', username: 'rex', role: 'member' },
};

describe('composed reads', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let store: FakeUpstream;
  let down: string;
  /** What the fakes answer; tests change it. */
  let behaviour: {
    socialSearch: 'ok' | 'fail' | 'hang' | 'garbage' | 'drop-reused-connection';
    storeSearch: 'ok' | 'fail';
    socialStats: 'ok' | 'fail';
  };
  const seen: { path: string; identity?: string; port?: number; trace?: string }[] = [];
  /** Connections on which the fake social service has already answered. */
  const usedSockets = new WeakSet<object>();

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) => {
      a.get('/internal/session', (req, res) => {
        const sid = /petcora\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
        const user = SESSIONS[sid];
        if (user) res.json(user);
        else res.status(401).json({ message: 'Authentication required' });
      });
      a.get('/internal/stats', (req, res) => {
        seen.push({ path: req.path, identity: req.headers[IDENTITY_HEADER] as string, trace: traceOf(req) });
        res.json({
          users: { total: 120, today: 3 },
          recentActivity: [
            { id: 'a1', description: 'rex joined', timestamp: '2026-11-20T10:00:00.000Z' },
            { id: 'a2', description: 'mia joined', timestamp: '2026-11-21T09:00:00.000Z' },
          ],
        });
      });
    });
    social = await startFakeUpstream('social', (a) => {
      a.get('/internal/search', (req, res) => {
        seen.push({
          path: req.originalUrl,
          identity: req.headers[IDENTITY_HEADER] as string,
          port: req.socket.remotePort,
          trace: traceOf(req),
        });
        if (behaviour.socialSearch === 'drop-reused-connection' && usedSockets.has(req.socket)) {
          // What a service does to an idle kept-alive connection: closes it, here just as it is reused.
          behaviour.socialSearch = 'ok';
          return req.socket.destroy();
        }
        usedSockets.add(req.socket);
        if (behaviour.socialSearch === 'fail') return res.status(500).json({ message: 'boom' });
        if (behaviour.socialSearch === 'hang') return;
        if (behaviour.socialSearch === 'garbage') return res.json({ hello: 'world' });
        res.json({
          users: [{ id: 'u1', username: 'rex' }],
          posts: [{ id: 'p1', content: `about ${req.query.q}` }],
          hasMore: req.query.q === 'many people',
        });
      });
      a.get('/internal/stats', (req, res) => {
        seen.push({ path: req.path, identity: req.headers[IDENTITY_HEADER] as string, trace: traceOf(req) });
        if (behaviour.socialStats === 'fail') return res.status(503).json({ message: 'db down' });
        res.json({
          posts: { total: 500, today: 12 },
          likes: { total: 900, today: 40 },
          repets: { total: 50, today: 1 },
          moderation: { pending: 2, openReports: 3, suspendedMembers: 1 },
          recentActivity: Array.from({ length: 12 }, (_, i) => ({
            id: `s${i}`,
            description: `post ${i}`,
            timestamp: new Date(Date.UTC(2026, 10, 21, 0, i)).toISOString(),
          })),
        });
      });
    });
    store = await startFakeUpstream('store', (a) =>
      a.get('/api/products', (req, res) => {
        seen.push({ path: req.originalUrl, trace: traceOf(req) });
        if (behaviour.storeSearch === 'fail') return res.status(500).json({ message: 'boom' });
        // 14 products, paged like the store does (limit/offset).
        const offset = Number(req.query.offset ?? 0);
        const limit = Number(req.query.limit ?? 100);
        res.json(Array.from({ length: 14 }, (_, i) => product(i)).slice(offset, offset + limit));
      }),
    );
    down = await closedPortUrl();
  });

  afterAll(async () => {
    await Promise.all([account.close(), social.close(), store.close()]);
  });

  let app: FastifyInstance;
  beforeEach(() => {
    behaviour = { socialSearch: 'ok', storeSearch: 'ok', socialStats: 'ok' };
    seen.length = 0;
    app = createGateway(
      configFor(
        { account, social, store },
        {
          COMPOSITION_TIMEOUT_MS: '1000',
        },
      ),
    );
  });

  describe('GET /api/search/all', () => {
    const queryOf = (prefix: string) => {
      const call = seen.find((s) => s.path.startsWith(prefix));
      return call ? Object.fromEntries(new URL(call.path, 'http://x').searchParams) : undefined;
    };

    it('merges people and posts from social with one page of trimmed products from the store', async () => {
      const res = await request(gatewayServer(app)).get('/api/search/all?q=oat bath').expect(200);
      expect(res.body.users).toEqual([{ id: 'u1', username: 'rex' }]);
      expect(res.body.posts).toEqual([{ id: 'p1', content: 'about oat bath' }]);
      expect(res.body.products).toHaveLength(10);
      expect(res.body.products[0]).toEqual({
        id: 'p0',
        name: 'Oat Shampoo 0',
        imageUrl: '/img/0.webp',
        price: 1000,
      });
      // The store has 14: one more than the page was asked for, so there is another page.
      expect(res.body.hasMore).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(queryOf('/internal/search')).toEqual({ q: 'oat bath', page: '1', limit: '10' });
      expect(queryOf('/api/products')).toEqual({ search: 'oat bath', limit: '11', offset: '0' });
    });

    it('answers as JSON without an ETag (no-store: nothing revalidates it), and HEAD with the headers only', async () => {
      const res = await request(gatewayServer(app)).get('/api/search/all?q=oat').expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(res.body)));
      expect(res.headers.etag).toBeUndefined();
      const head = await request(gatewayServer(app)).head('/api/search/all?q=oat').expect(200);
      expect(head.headers['content-length']).toBe(res.headers['content-length']);
      expect(head.text).toBeUndefined();
    });

    it("carries the request's trace to every part (the caller's trace id, the gateway's span as parent)", async () => {
      await request(gatewayServer(app))
        .get('/api/search/all?q=oat')
        .set('traceparent', CALLER_TRACEPARENT)
        .expect(200);
      const traces = seen.map((s) => s.trace);
      expect(traces).toHaveLength(2);
      for (const trace of traces)
        expect(trace).toMatch(new RegExp(`^00-${CALLER_TRACE_ID}-[0-9a-f]{16}-01$`));
      expect(traces[0]).not.toBe(CALLER_TRACEPARENT);
      expect(traces[1]).toBe(traces[0]);
    });

    it('passes page, limit and petType to both sides and sets hasMore from either', async () => {
      const last = await request(gatewayServer(app))
        .get('/api/search/all?q=oat&page=2&limit=10&petType=Dog')
        .expect(200);
      expect(last.body.products.map((p: { id: string }) => p.id)).toEqual(['p10', 'p11', 'p12', 'p13']);
      expect(last.body.hasMore).toBe(false);
      expect(queryOf('/internal/search')).toEqual({ q: 'oat', page: '2', limit: '10', petType: 'dog' });
      expect(queryOf('/api/products')).toEqual({ search: 'oat', petType: 'Dog', limit: '11', offset: '10' });
      seen.length = 0;
      const more = await request(gatewayServer(app))
        .get('/api/search/all?q=many people&limit=20')
        .expect(200);
      expect(more.body.products).toHaveLength(14);
      expect(more.body.hasMore).toBe(true);
    });

    it('with only a pet type, lists that pet type’s posts and products', async () => {
      const res = await request(gatewayServer(app)).get('/api/search/all?petType=cat').expect(200);
      expect(res.body.posts).toHaveLength(1);
      expect(queryOf('/internal/search')).toEqual({ q: '', page: '1', limit: '10', petType: 'cat' });
      expect(queryOf('/api/products')).toEqual({ petType: 'Cat', limit: '11', offset: '0' });
    });

    it('asks the store nothing for a pet type it does not sell (fish, bird): posts only, no failed call', async () => {
      const res = await request(gatewayServer(app)).get('/api/search/all?q=oat&petType=fish').expect(200);
      expect(res.body.products).toEqual([]);
      expect(queryOf('/internal/search')).toEqual({ q: 'oat', page: '1', limit: '10', petType: 'fish' });
      expect(queryOf('/api/products')).toBeUndefined();
    });

    it('sends hostile text as one encoded value: it cannot add or change parameters', async () => {
      const q = `a&petType=hamster&limit=999#x %25 _ \\ ' " ()<>!:* é🐶`;
      await request(gatewayServer(app)).get('/api/search/all').query({ q }).expect(200);
      expect(queryOf('/internal/search')).toEqual({ q, page: '1', limit: '10' });
      expect(queryOf('/api/products')).toEqual({ search: q, limit: '11', offset: '0' });
    });

    it('forwards the caller’s identity to the social search', async () => {
      await request(gatewayServer(app))
        .get('/api/search/all?q=rex')
        .set('Cookie', 'petcora.sid=member')
        .expect(200);
      const socialCall = seen.find((s) => s.path.startsWith('/internal/search'))!;
      expect(readIdentity(socialCall.identity, 'social')?.username).toBe('rex');
    });

    it.each<[Record<string, string>, string]>([
      [{}, 'nothing'],
      [{ q: '' }, 'an empty text'],
      [{ q: '   ' }, 'blanks'],
      [{ q: '', petType: '' }, 'the All chip'],
    ])('answers empty lists for %p (%s) without asking anyone', async (query) => {
      const res = await request(gatewayServer(app)).get('/api/search/all').query(query).expect(200);
      expect(res.body).toEqual({ users: [], posts: [], products: [], hasMore: false });
      expect(seen).toHaveLength(0);
    });

    it.each([
      ['q=a&q=b', 'Search query must be a single text value'],
      ['q=(201 characters)', 'Search text must be at most 200 characters'],
      ['q=(10 000 characters)', 'Search text must be at most 200 characters'],
      ['q=a&page=0', 'page must be between 1 and 100'],
      ['q=a&page=101', 'page must be between 1 and 100'],
      ['q=a&page=1.5', 'page must be a whole number'],
      ['q=a&page=-1', 'page must be a whole number'],
      ['q=a&page=1&page=2', 'page must be a whole number'],
      ['q=a&limit=0', 'limit must be between 1 and 50'],
      ['q=a&limit=51', 'limit must be between 1 and 50'],
      ['q=a&limit=ten', 'limit must be a whole number'],
      ['q=a&petType=hamster', 'petType must be one of: dog, cat, fish, bird'],
      ['q=a&petType=dog&petType=cat', 'petType must be one of: dog, cat, fish, bird'],
    ])('rejects %s with 400 before asking anyone', async (label, message) => {
      const query = label
        .replace('(201 characters)', 'a'.repeat(201))
        .replace('(10 000 characters)', 'oat!:*'.repeat(1667));
      const res = await request(gatewayServer(app)).get(`/api/search/all?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(seen).toHaveLength(0);
    });

    it.each(['fail', 'hang', 'garbage'] as const)(
      'keeps the products when the social side does %s',
      async (mode) => {
        behaviour.socialSearch = mode;
        const started = Date.now();
        const res = await request(gatewayServer(app)).get('/api/search/all?q=oat').expect(200);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(res.body.users).toEqual([]);
        expect(res.body.posts).toEqual([]);
        expect(res.body.products).toHaveLength(10);
        expect(res.body.hasMore).toBe(true);
      },
    );

    it('keeps people and posts when the store fails', async () => {
      behaviour.storeSearch = 'fail';
      const res = await request(gatewayServer(app)).get('/api/search/all?q=oat').expect(200);
      expect(res.body.users).toHaveLength(1);
      expect(res.body.products).toEqual([]);
      expect(res.body.hasMore).toBe(false);
    });

    it('asks the store once for a repeated search within the TTL (products are public), again for another page', async () => {
      const first = await request(gatewayServer(app))
        .get('/api/search/all?q=oat')
        .set('Cookie', 'petcora.sid=member')
        .expect(200);
      const again = await request(gatewayServer(app)).get('/api/search/all?q=oat').expect(200);
      expect(again.body.products).toEqual(first.body.products);
      expect(again.body.hasMore).toBe(true);
      expect(seen.filter((s) => s.path.startsWith('/api/products'))).toHaveLength(1);
      // People and posts (with the viewer's flags) are asked every time.
      expect(seen.filter((s) => s.path.startsWith('/internal/search'))).toHaveLength(2);
      const next = await request(gatewayServer(app)).get('/api/search/all?q=oat&page=2').expect(200);
      expect(next.body.products.map((p: { id: string }) => p.id)).toEqual(['p10', 'p11', 'p12', 'p13']);
      expect(seen.filter((s) => s.path.startsWith('/api/products'))).toHaveLength(2);
    });

    it('never keeps a failed store answer', async () => {
      behaviour.storeSearch = 'fail';
      expect(
        (await request(gatewayServer(app)).get('/api/search/all?q=oat').expect(200)).body.products,
      ).toEqual([]);
      behaviour.storeSearch = 'ok';
      expect(
        (await request(gatewayServer(app)).get('/api/search/all?q=oat').expect(200)).body.products,
      ).toHaveLength(10);
    });

    it('keeps the product cards of a bounded number of searches (a flood of distinct texts)', async () => {
      await request(gatewayServer(app)).get('/api/search/all?q=first').expect(200);
      for (let i = 0; i < SEARCH_PRODUCTS_MAX_ENTRIES; i += 25)
        await Promise.all(
          Array.from({ length: 25 }, (_, j) =>
            request(gatewayServer(app))
              .get('/api/search/all')
              .query({ q: `${'%_\\"&'.repeat(30)} ${i + j} 🐶` })
              .expect(200),
          ),
        );
      seen.length = 0;
      await request(gatewayServer(app)).get('/api/search/all?q=first').expect(200);
      // The oldest search was pushed out: the store is asked again.
      expect(seen.filter((s) => s.path.startsWith('/api/products'))).toHaveLength(1);
    }, 60_000);

    it('reuses its connection to a service between searches (keep-alive)', async () => {
      await request(gatewayServer(app)).get('/api/search/all?q=one').expect(200);
      await request(gatewayServer(app)).get('/api/search/all?q=two').expect(200);
      const ports = seen.filter((s) => s.path.startsWith('/internal/search')).map((s) => s.port);
      expect(ports).toHaveLength(2);
      expect(ports[1]).toBe(ports[0]);
    });

    it('asks again on a new connection when the service closed the kept-alive one', async () => {
      await request(gatewayServer(app)).get('/api/search/all?q=one').expect(200);
      behaviour.socialSearch = 'drop-reused-connection';
      const res = await request(gatewayServer(app)).get('/api/search/all?q=two').expect(200);
      expect(res.body.posts).toEqual([{ id: 'p1', content: 'about two' }]);
      expect(behaviour.socialSearch).toBe('ok');
    });

    it('answers 503 when both sides fail', async () => {
      const dead = createGateway(
        testConfig({ ACCOUNT_SERVICE_URL: account.url, SOCIAL_SERVICE_URL: down, STORE_SERVICE_URL: down }),
      );
      const res = await request(gatewayServer(dead)).get('/api/search/all?q=oat').expect(503);
      expect(res.body).toEqual({ message: 'Search is unavailable. Please try again shortly.' });
    });
  });

  describe('GET /api/admin/stats', () => {
    it('requires a signed-in user (401) with the admin role (403)', async () => {
      await request(gatewayServer(app))
        .get('/api/admin/stats')
        .expect(401, { message: 'Authentication required' });
      await request(gatewayServer(app))
        .get('/api/admin/stats')
        .set('Cookie', 'petcora.sid=member')
        .expect(403, { message: 'Admin access required' });
      expect(seen.filter((s) => s.path === '/internal/stats')).toHaveLength(0);
    });

    it('refuses an admin whose session is not unlocked, or no longer, with 403 before asking any service', async () => {
      for (const sid of ['admin-locked', 'admin-expired'])
        await request(gatewayServer(app))
          .get('/api/admin/stats')
          .set('Cookie', `petcora.sid=${sid}`)
          .expect(403, { message: ADMIN_ELEVATION_REQUIRED });
      expect(seen.filter((s) => s.path === '/internal/stats')).toHaveLength(0);
    });

    it('ignores an elevated identity token sent by the client: the gateway strips it and signs its own', async () => {
      const forged = signIdentityToken(
        { sub: 'u-admin', username: 'boss', role: 'admin', adminElevated: true },
        'account',
        DEV_IDENTITY_TOKEN_PRIVATE_KEY,
      );
      await request(gatewayServer(app))
        .get('/api/admin/stats')
        .set('Cookie', 'petcora.sid=admin-locked')
        .set(IDENTITY_HEADER, forged)
        .expect(403, { message: ADMIN_ELEVATION_REQUIRED });
      await request(gatewayServer(app)).get('/api/admin/stats').set(IDENTITY_HEADER, forged).expect(401);
      expect(seen.filter((s) => s.path === '/internal/stats')).toHaveLength(0);
    });

    it('merges both services’ numbers and the 10 newest activities, with the admin token forwarded', async () => {
      const res = await request(gatewayServer(app))
        .get('/api/admin/stats')
        .set('Cookie', 'petcora.sid=admin')
        .expect(200);
      expect(res.body).toMatchObject({
        users: { total: 120, today: 3 },
        posts: { total: 500, today: 12 },
        likes: { total: 900, today: 40 },
        repets: { total: 50, today: 1 },
        moderation: { pending: 2, openReports: 3, suspendedMembers: 1 },
      });
      const activity = res.body.recentActivity as { id: string; timestamp: string }[];
      expect(activity).toHaveLength(10);
      expect(activity[0].id).toBe('a2'); // 2026-11-21T09:00 is the newest of all
      expect(activity.map((a) => a.id)).not.toContain('a1'); // the oldest falls off
      const times = activity.map((a) => Date.parse(a.timestamp));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      const statCalls = seen.filter((s) => s.path === '/internal/stats');
      expect(statCalls).toHaveLength(2);
      // Each service gets a token addressed to it alone.
      expect(statCalls.map((call) => audienceOf(call.identity)).sort()).toEqual(['account', 'social']);
      for (const call of statCalls)
        expect(readIdentity(call.identity, audienceOf(call.identity)!)).toMatchObject({
          sub: 'u-admin',
          role: 'admin',
          adminElevated: true,
        });
    });

    it("carries the request's trace to both services' numbers", async () => {
      await request(gatewayServer(app))
        .get('/api/admin/stats')
        .set('Cookie', 'petcora.sid=admin')
        .set('traceparent', CALLER_TRACEPARENT)
        .expect(200);
      const traces = seen.filter((s) => s.path === '/internal/stats').map((s) => s.trace);
      expect(traces).toHaveLength(2);
      for (const trace of traces)
        expect(trace).toMatch(new RegExp(`^00-${CALLER_TRACE_ID}-[0-9a-f]{16}-01$`));
    });

    it('answers 503 naming the service whose numbers are missing', async () => {
      behaviour.socialStats = 'fail';
      const res = await request(gatewayServer(app))
        .get('/api/admin/stats')
        .set('Cookie', 'petcora.sid=admin')
        .expect(503);
      expect(res.body).toEqual({ message: 'The social service is unavailable. Please try again shortly.' });
    });
  });
});
