import request from 'supertest';
import { startTcpProxy, type TcpProxy, testRedis, waitFor } from '@petcora/testing';
import { createGateway, upstreamPoolsOf } from '../app';
import { createJsonLogger } from '../logging/logger';
import { gatewayServer, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';
import { connectSharedRateLimits, RATE_LIMIT_MESSAGE } from './rate-limits';

/** Several gateway copies share one rate-limit budget per client through Redis. */
describe('rate limits shared by the gateway copies (real Redis)', () => {
  const BUDGET = 6;
  const redisUrl = new URL(testRedis('rate').url);
  let social: FakeUpstream;
  let lineToRedis: TcpProxy; // Redis reached through this, so the test can take it away
  const connections: ReturnType<typeof connectSharedRateLimits>[] = [];
  const apps: ReturnType<typeof createGateway>[] = [];

  /** A gateway copy counting in Redis under `keyPrefix` (one prefix per test: the shared Redis keeps its keys). */
  async function gatewayCopy(keyPrefix: string) {
    const shared = connectSharedRateLimits(
      `redis://127.0.0.1:${lineToRedis.port}${redisUrl.pathname}`,
      createJsonLogger('silent'),
      keyPrefix,
    );
    connections.push(shared);
    await waitFor(
      () => shared.redis.status,
      (status) => status === 'ready',
      5_000,
    );
    const app = createGateway(
      testConfig({ SOCIAL_SERVICE_URL: social.url, RATE_LIMIT_API_PER_MIN: String(BUDGET) }),
      { rateLimits: shared },
    );
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    social = await startFakeUpstream('social');
    lineToRedis = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  });

  afterAll(async () => {
    apps.forEach((app) => Object.values(upstreamPoolsOf(app)).forEach((pool) => pool.stop()));
    await Promise.all(connections.map((shared) => shared.close()));
    await lineToRedis.close();
    await social.close();
  });

  it('gives two copies one budget per client, not one each', async () => {
    const prefix = testRedis('rate-shared').prefix;
    const [first, second] = [await gatewayCopy(prefix), await gatewayCopy(prefix)];
    for (let i = 0; i < BUDGET / 2; i += 1) {
      await request(gatewayServer(first)).get('/api/posts').expect(200);
      await request(gatewayServer(second)).get('/api/posts').expect(200);
    }
    const limited = await request(gatewayServer(second)).get('/api/posts').expect(429);
    expect(limited.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(limited.headers['ratelimit']).toMatch(/remaining=0/);
    await request(gatewayServer(first)).get('/api/posts').expect(429);
  });

  it('still answers, and still limits, while Redis is away', async () => {
    const app = await gatewayCopy(testRedis('rate-cut').prefix);
    await request(gatewayServer(app)).get('/api/posts').expect(200);
    lineToRedis.cut();
    try {
      await waitFor(
        () => connections.at(-1)!.redis.status,
        (status) => status !== 'ready',
        5_000,
      );
      const statuses: number[] = [];
      for (let i = 0; i < BUDGET + 2; i += 1)
        statuses.push((await request(gatewayServer(app)).get('/api/posts')).status);
      // Counted in this copy's memory meanwhile: the budget again, then 429, never a 500 or a hang.
      expect(statuses).toEqual([...Array(BUDGET).fill(200), 429, 429]);
    } finally {
      lineToRedis.restore();
    }
  });
});
