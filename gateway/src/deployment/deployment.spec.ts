import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import IORedis from 'ioredis';
import request from 'supertest';
import { startTcpProxy, testRedis, waitFor, type TcpProxy } from '@petcora/testing';
import { createGateway, deploymentOf, upstreamPoolsOf } from '../app';
import { createJsonLogger } from '../logging/logger';
import {
  gatewayServer,
  makeTempDir,
  startFakeUpstream,
  testConfig,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { RedisDeploymentStore } from './deployment-store';

const TOKEN = 'deploy-token-for-tests-6f1c9a2e';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const BASE = '/api/admin/deployment';
const silent = createJsonLogger('silent');

describe('deployment calls (ADR 0035)', () => {
  const temp = makeTempDir();
  const storeDist = path.join(temp.dir, 'mfe-store');
  let social: FakeUpstream;
  let socialCopy: FakeUpstream;
  const apps: FastifyInstance[] = [];
  const redis = testRedis('deployment');
  const proxies: TcpProxy[] = [];

  beforeAll(async () => {
    for (const version of ['1.0.0-old', '1.1.0-new']) {
      mkdirSync(path.join(storeDist, version), { recursive: true });
      writeFileSync(path.join(storeDist, version, 'mf-manifest.json'), JSON.stringify({ version }));
    }
    writeFileSync(path.join(storeDist, 'current.json'), JSON.stringify({ version: '1.0.0-old' }));
    social = await startFakeUpstream('social');
    socialCopy = await startFakeUpstream('social-copy');
  });
  afterAll(async () => {
    for (const app of apps) {
      for (const pool of Object.values(upstreamPoolsOf(app))) pool.stop();
      await deploymentOf(app).close();
    }
    const cleaner = new IORedis(redis.url);
    await cleaner.del(`${redis.prefix}:state`);
    await cleaner.quit();
    await Promise.all([social.close(), socialCopy.close(), ...proxies.map((p) => p.close())]);
    temp.remove();
  });

  /** A gateway copy; with `shared`, its switches go through Redis under this run's own key and channel. */
  function gateway(env: Record<string, string> = {}, shared?: { redisUrl?: string }) {
    const store = shared
      ? new RedisDeploymentStore(
          shared.redisUrl ?? redis.url,
          silent,
          `${redis.prefix}:state`,
          `${redis.prefix}:chan`,
        )
      : undefined;
    const app = createGateway(
      testConfig({
        GATEWAY_DEPLOY_TOKEN: TOKEN,
        SOCIAL_SERVICE_URL: social.url,
        MFE_STORE_DIST_DIR: storeDist,
        ...env,
      }),
      { logger: silent, deploymentStore: store },
    );
    apps.push(app);
    return app;
  }

  it('is off (404, never forwarded to the account service) without a configured token', async () => {
    const app = gateway({ GATEWAY_DEPLOY_TOKEN: '' });
    for (const call of [
      request(gatewayServer(app)).get(BASE).set(AUTH),
      request(gatewayServer(app)).put(`${BASE}/remotes/store`).set(AUTH).send({ version: '1.1.0-new' }),
    ]) {
      const res = await call.expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it.each([
    ['no header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-token' }],
    ['the token with one more character', { Authorization: `Bearer ${TOKEN}x` }],
    ['the token as Basic', { Authorization: `Basic ${TOKEN}` }],
    ['the bare token', { Authorization: TOKEN }],
  ])('refuses %s with 401 and changes nothing', async (_what, headers) => {
    const app = gateway();
    for (const call of [
      request(gatewayServer(app)).get(BASE),
      request(gatewayServer(app)).put(`${BASE}/remotes/store`).send({ version: '1.1.0-new' }),
      request(gatewayServer(app)).delete(`${BASE}/services/social`),
    ]) {
      const res = await call.set(headers).expect(401);
      expect(res.body.message).toMatch(/deploy token/);
    }
    const list = await request(gatewayServer(app)).get('/api/remotes').expect(200);
    expect(list.body.store).toBe('/mfe/store/1.0.0-old/mf-manifest.json');
  });

  it('switches a remote to a built version and back (rollback), without a CSRF token', async () => {
    const app = gateway();
    const before = await request(gatewayServer(app)).get(BASE).set(AUTH).expect(200);
    expect(before.body.remotes.store.versions.sort()).toEqual(['1.0.0-old', '1.1.0-new']);
    expect(before.body.remotes.store.live).toMatchObject({ source: 'latest-build', version: '1.0.0-old' });

    const switched = await request(gatewayServer(app))
      .put(`${BASE}/remotes/store`)
      .set(AUTH)
      .send({ version: '1.1.0-new' });
    expect(switched.status).toBe(200);
    expect(switched.body.remotes.store.live).toMatchObject({ source: 'switched', version: '1.1.0-new' });
    expect((await request(gatewayServer(app)).get('/api/remotes')).body.store).toBe(
      '/mfe/store/1.1.0-new/mf-manifest.json',
    );
    // The old version stays servable for pages that registered it.
    await request(gatewayServer(app)).get('/mfe/store/1.0.0-old/mf-manifest.json').expect(200);

    await request(gatewayServer(app)).delete(`${BASE}/remotes/store`).set(AUTH).expect(200);
    expect((await request(gatewayServer(app)).get('/api/remotes')).body.store).toBe(
      '/mfe/store/1.0.0-old/mf-manifest.json',
    );
  });

  it('keeps a remote pinned by REMOTE_<NAME>_URL until switched, and returns to the pin', async () => {
    const app = gateway({ REMOTE_STORE_URL: '/mfe/store/1.0.0-old/mf-manifest.json' });
    writeFileSync(path.join(storeDist, 'current.json'), JSON.stringify({ version: '1.1.0-new' }));
    try {
      expect((await request(gatewayServer(app)).get('/api/remotes')).body.store).toBe(
        '/mfe/store/1.0.0-old/mf-manifest.json',
      );
      await request(gatewayServer(app))
        .put(`${BASE}/remotes/store`)
        .set(AUTH)
        .send({ version: '1.1.0-new' })
        .expect(200);
      expect((await request(gatewayServer(app)).get('/api/remotes')).body.store).toBe(
        '/mfe/store/1.1.0-new/mf-manifest.json',
      );
      await request(gatewayServer(app)).delete(`${BASE}/remotes/store`).set(AUTH).expect(200);
      expect((await request(gatewayServer(app)).get('/api/remotes')).body.store).toBe(
        '/mfe/store/1.0.0-old/mf-manifest.json',
      );
    } finally {
      writeFileSync(path.join(storeDist, 'current.json'), JSON.stringify({ version: '1.0.0-old' }));
    }
  });

  it.each([
    ['an unknown remote', '/remotes/payments', { version: '1.1.0-new' }, 404, /Unknown remote/],
    ['a version never built', '/remotes/store', { version: '9.9.9-none' }, 400, /must name a build/],
    ['a path as version', '/remotes/store', { version: '../../shell' }, 400, /must name a build/],
    ['a dot folder as version', '/remotes/store', { version: '.staging-1' }, 400, /must name a build/],
    ['a number as version', '/remotes/store', { version: 7 }, 400, /must name a build/],
    ['a list as body', '/remotes/store', ['1.1.0-new'], 400, /must name a build/],
    [
      'an unknown service',
      '/services/payments',
      { addresses: ['http://127.0.0.1:1'] },
      404,
      /Unknown service/,
    ],
  ])('refuses %s', async (_what, suffix, body, status, message) => {
    const app = gateway();
    const res = await request(gatewayServer(app))
      .put(`${BASE}${suffix}`)
      .set(AUTH)
      .send(body as object)
      .expect(status);
    expect(res.body.message).toMatch(message);
    expect((await request(gatewayServer(app)).get('/api/remotes')).body.store).toBe(
      '/mfe/store/1.0.0-old/mf-manifest.json',
    );
  });

  it('refuses a huge body with 413 and a body that is not JSON with 400', async () => {
    const app = gateway();
    const huge = await request(gatewayServer(app))
      .put(`${BASE}/remotes/store`)
      .set(AUTH)
      .set('Content-Type', 'application/json')
      .send(`{"version":"${'a'.repeat(100_000)}"}`)
      .expect(413);
    expect(huge.body.message).toMatch(/too large/);
    const broken = await request(gatewayServer(app))
      .put(`${BASE}/services/social`)
      .set(AUTH)
      .set('Content-Type', 'application/json')
      .send('{"addresses": [')
      .expect(400);
    expect(broken.body.message).toMatch(/JSON object/);
    const text = await request(gatewayServer(app))
      .put(`${BASE}/remotes/store`)
      .set(AUTH)
      .type('text')
      .send('1.1.0-new');
    expect(text.status).toBe(400);
  });

  describe('service addresses', () => {
    const own = 'http://127.0.0.1:8080'; // testConfig's GATEWAY_PORT
    it.each([
      ['not a list', 'http://127.0.0.1:3002', /list of 1 to 16/],
      ['an empty list', [], /list of 1 to 16/],
      [
        '17 addresses',
        Array.from({ length: 17 }, (_, i) => `http://127.0.0.1:${20_000 + i}`),
        /list of 1 to 16/,
      ],
      ['a number', [3002], /at most 200 characters/],
      ['a very long address', [`http://127.0.0.1:3002/${'a'.repeat(300)}`], /at most 200 characters/],
      ['not a URL', ['not a url'], /Not a URL/],
      ['another scheme', ['file:///etc/passwd'], /Not an http/],
      ['credentials', ['http://user:pw@127.0.0.1:3002'], /scheme, host and port only/],
      ['a path', ['http://127.0.0.1:3002/internal'], /scheme, host and port only/],
      ['a query', ['http://127.0.0.1:3002?x=1'], /scheme, host and port only/],
      ['the metadata IP', ['http://169.254.169.254'], /metadata/],
      ['the metadata IP in decimal', ['http://2852039166'], /metadata/],
      ['the metadata IP in hex', ['http://0xA9FEA9FE:80'], /metadata/],
      ['the metadata IP mapped into IPv6', ['http://[::ffff:169.254.169.254]'], /metadata/],
      ['a link-local IPv6 address', ['http://[fe80::1]:3002'], /metadata/],
      ['the GCP metadata name', ['http://metadata.google.internal'], /metadata/],
      ['a host not allowed', ['http://evil.example:3002'], /not allowed/],
      ['the gateway itself', [own], /gateway itself/],
      ['the gateway itself, spelt 127.1', ['http://127.1:8080'], /gateway itself/],
      ['a good copy next to a bad one', ['http://127.0.0.1:1', 'http://169.254.169.254'], /metadata/],
    ])('refuses %s (400, nothing switched)', async (_what, addresses, message) => {
      const app = gateway();
      const res = await request(gatewayServer(app))
        .put(`${BASE}/services/social`)
        .set(AUTH)
        .send({ addresses })
        .expect(400);
      expect(res.body.message).toMatch(message);
      expect(upstreamPoolsOf(app).social.addresses).toEqual([social.url]);
    });

    it('switches a service to another copy at run time and back to the configuration', async () => {
      const app = gateway();
      const res = await request(gatewayServer(app))
        .put(`${BASE}/services/social`)
        .set(AUTH)
        .send({ addresses: [`${socialCopy.url}/`] })
        .expect(200);
      expect(res.body.services.social).toMatchObject({ addresses: [socialCopy.url], source: 'switched' });
      const answered = await request(gatewayServer(app)).get('/api/posts/feed').expect(200);
      expect(answered.body.service).toBe('social-copy');

      await request(gatewayServer(app)).delete(`${BASE}/services/social`).set(AUTH).expect(200);
      expect((await request(gatewayServer(app)).get('/api/posts/feed').expect(200)).body.service).toBe(
        'social',
      );
    });

    it('takes hosts from DEPLOY_UPSTREAM_HOSTS besides the configured ones', async () => {
      const app = gateway({ DEPLOY_UPSTREAM_HOSTS: 'localhost' });
      const port = new URL(socialCopy.url).port;
      await request(gatewayServer(app))
        .put(`${BASE}/services/social`)
        .set(AUTH)
        .send({ addresses: [`http://localhost:${port}`] })
        .expect(200);
      expect(upstreamPoolsOf(app).social.addresses).toEqual([`http://localhost:${port}`]);
    });
  });

  describe('between gateway copies (Redis)', () => {
    it('a switch on one copy reaches the others within a second, and a copy started later reads it', async () => {
      const first = gateway({}, {});
      const second = gateway({}, {});
      await Promise.all([deploymentOf(first).reload(), deploymentOf(second).reload()]);
      await request(gatewayServer(first))
        .put(`${BASE}/remotes/store`)
        .set(AUTH)
        .send({ version: '1.1.0-new' })
        .expect(200);
      await request(gatewayServer(first))
        .put(`${BASE}/services/social`)
        .set(AUTH)
        .send({ addresses: [social.url, socialCopy.url] })
        .expect(200);
      const started = Date.now();
      await waitFor(
        async () => (await request(gatewayServer(second)).get('/api/remotes')).body.store,
        (store) => store === '/mfe/store/1.1.0-new/mf-manifest.json',
        1_000,
      );
      await waitFor(
        () => upstreamPoolsOf(second).social.addresses.length,
        (n) => n === 2,
        1_000,
      );
      expect(Date.now() - started).toBeLessThan(1_000);

      const later = gateway({}, {});
      await deploymentOf(later).reload();
      expect((await request(gatewayServer(later)).get('/api/remotes')).body.store).toBe(
        '/mfe/store/1.1.0-new/mf-manifest.json',
      );
      expect(upstreamPoolsOf(later).social.addresses).toEqual([social.url, socialCopy.url]);

      // Rollback through the second copy reaches the first.
      await request(gatewayServer(second)).delete(`${BASE}/remotes/store`).set(AUTH).expect(200);
      await request(gatewayServer(second)).delete(`${BASE}/services/social`).set(AUTH).expect(200);
      await waitFor(
        async () => (await request(gatewayServer(first)).get('/api/remotes')).body.store,
        (store) => store === '/mfe/store/1.0.0-old/mf-manifest.json',
        1_000,
      );
      await waitFor(
        () => upstreamPoolsOf(first).social.addresses,
        (a) => a.join() === social.url,
        1_000,
      );
    });

    it('keeps the last known state when Redis goes away, refuses changes meanwhile, and catches up after', async () => {
      const redisUrl = new URL(redis.url);
      const proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
      proxies.push(proxy);
      const viaProxy = `redis://127.0.0.1:${proxy.port}${redisUrl.pathname}`;
      const cutOff = gateway({}, { redisUrl: viaProxy });
      const other = gateway({}, {});
      await Promise.all([deploymentOf(cutOff).reload(), deploymentOf(other).reload()]);
      await request(gatewayServer(other))
        .put(`${BASE}/remotes/store`)
        .set(AUTH)
        .send({ version: '1.1.0-new' })
        .expect(200);
      await waitFor(
        async () => (await request(gatewayServer(cutOff)).get('/api/remotes')).body.store,
        (store) => store.includes('1.1.0-new'),
        1_000,
      );

      proxy.cut();
      const refused = await request(gatewayServer(cutOff))
        .put(`${BASE}/remotes/store`)
        .set(AUTH)
        .send({ version: '1.0.0-old' });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/could not be saved/);
      await deploymentOf(cutOff).reload();
      expect((await request(gatewayServer(cutOff)).get('/api/remotes')).body.store).toBe(
        '/mfe/store/1.1.0-new/mf-manifest.json',
      );

      // Changed elsewhere while cut off: seen once Redis is back (the reconnection re-reads the state).
      await request(gatewayServer(other)).delete(`${BASE}/remotes/store`).set(AUTH).expect(200);
      proxy.restore();
      await waitFor(
        async () => (await request(gatewayServer(cutOff)).get('/api/remotes')).body.store,
        (store) => store === '/mfe/store/1.0.0-old/mf-manifest.json',
        10_000,
      );
    }, 30_000);
  });
});
