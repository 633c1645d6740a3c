import request from 'supertest';
import { createGateway, upstreamPoolsOf } from '../app';
import {
  gatewayServer,
  closedPortUrl,
  startFakeUpstream,
  testConfig,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { READINESS_CACHE_MS, sharedFor } from './health';

describe('health', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let store: FakeUpstream;
  beforeAll(async () => {
    const live = (a: import('express').Express) =>
      a.get('/health/live', (_req, res) => res.json({ status: 'ok' }));
    [account, social, store] = await Promise.all([
      startFakeUpstream('account', live),
      startFakeUpstream('social', live),
      startFakeUpstream('store', (a) => a.get('/health/live', () => undefined)), // hangs
    ]);
  });
  afterAll(async () => {
    await Promise.all([account.close(), social.close(), store.close()]);
  });

  it('is live whatever the services do', async () => {
    const app = createGateway(testConfig({ ACCOUNT_SERVICE_URL: await closedPortUrl() }));
    await request(gatewayServer(app)).get('/health/live').expect(200, { status: 'ok' });
  });

  it('is ready when every service answers', async () => {
    const app = createGateway(
      testConfig({
        ACCOUNT_SERVICE_URL: account.url,
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: social.url,
      }),
    );
    const res = await request(gatewayServer(app)).get('/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', upstreams: { account: 'up', social: 'up', store: 'up' } });
  });

  it('is not ready, naming the services down, when one is refused or hangs past 1 s', async () => {
    const app = createGateway(
      testConfig({
        ACCOUNT_SERVICE_URL: await closedPortUrl(),
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: store.url,
      }),
    );
    const started = Date.now();
    const res = await request(gatewayServer(app)).get('/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(1900);
    expect(res.body).toEqual({
      message: 'Not ready: the account service, the store service are down',
      upstreams: { account: 'down', social: 'up', store: 'down' },
    });
  });

  describe('readiness answers are shared for one second', () => {
    let counted: FakeUpstream[];
    const probes = { account: 0, social: 0, store: 0 };
    beforeAll(async () => {
      counted = await Promise.all(
        (['account', 'social', 'store'] as const).map((name) =>
          startFakeUpstream(name, (a) =>
            a.get('/health/live', (_req, res) => {
              probes[name] += 1;
              // Slow enough that the concurrent callers below all arrive while this check runs.
              setTimeout(() => res.json({ status: 'ok' }), 50);
            }),
          ),
        ),
      );
    });
    afterAll(async () => {
      await Promise.all(counted.map((upstream) => upstream.close()));
    });

    it('asks each service once for many callers within a second, and again after it', async () => {
      const [accountUp, socialUp, storeUp] = counted;
      const app = createGateway(
        testConfig({
          ACCOUNT_SERVICE_URL: accountUp!.url,
          SOCIAL_SERVICE_URL: socialUp!.url,
          STORE_SERVICE_URL: storeUp!.url,
        }),
      );
      try {
        const concurrent = await Promise.all(
          Array.from({ length: 20 }, () => request(gatewayServer(app)).get('/health/ready')),
        );
        for (const res of concurrent) {
          expect(res.status).toBe(200);
          expect(res.headers['cache-control']).toBe('no-store');
        }
        expect(probes).toEqual({ account: 1, social: 1, store: 1 });

        // Later callers within the second get the same answer without a new check.
        for (let i = 0; i < 5; i += 1) await request(gatewayServer(app)).get('/health/ready').expect(200);
        expect(probes).toEqual({ account: 1, social: 1, store: 1 });

        await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS + 100));
        await request(gatewayServer(app)).get('/health/ready').expect(200);
        expect(probes).toEqual({ account: 2, social: 2, store: 2 });
      } finally {
        for (const pool of Object.values(upstreamPoolsOf(app))) pool.stop();
      }
    });

    it('reports a service that went down once the shared answer is older than a second', async () => {
      let clock = 0;
      let state = 'up';
      let checks = 0;
      const shared = sharedFor(
        1_000,
        async () => {
          checks += 1;
          return state;
        },
        () => clock,
      );
      expect(await shared()).toBe('up');
      state = 'down';
      clock = 999;
      expect(await shared()).toBe('up');
      clock = 1_000;
      expect(await shared()).toBe('down');
      expect(checks).toBe(2);
    });
  });
});
