import request from 'supertest';
import { createGateway } from '../app';
import { gatewayServer, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';
import { gatewayMetrics, metricsServer } from './gateway-metrics';

describe('gateway metrics', () => {
  let social: FakeUpstream;
  let store: FakeUpstream;

  beforeAll(async () => {
    [social, store] = await Promise.all([startFakeUpstream('social'), startFakeUpstream('store')]);
  });
  afterAll(async () => {
    await Promise.all([social.close(), store.close()]);
  });

  it('labels requests by proxy rule or own route (never by raw path) and serves them on their own listener only', async () => {
    const metrics = gatewayMetrics();
    const app = createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url, STORE_SERVICE_URL: store.url }), {
      metrics: metrics.middleware,
    });
    await request(gatewayServer(app)).get('/api/posts?page=1&limit=10').expect(200);
    await request(gatewayServer(app)).get('/api/posts/123e4567-e89b-42d3-a456-426614174000').expect(200);
    await request(gatewayServer(app)).get('/api/products?category=Toys').expect(200);
    await request(gatewayServer(app)).get('/api/remotes').expect(200);
    await request(gatewayServer(app)).get('/api/no-such-thing').expect(404);

    // The public port never answers a scrape.
    const publicAnswer = await request(gatewayServer(app)).get('/metrics');
    expect(publicAnswer.text).not.toContain('http_server_request_duration_seconds');

    const scrape = await request(gatewayServer(metricsServer(metrics.registry)))
      .get('/metrics')
      .expect(200);
    const text = scrape.text;
    const count = (route: string, status: string) =>
      Number(
        new RegExp(
          `http_server_request_duration_seconds_count\\{service="gateway",method="GET",route="${route}",status_code="${status}"\\} (\\d+)`,
        ).exec(text)?.[1] ?? 0,
      );
    expect(count('social: /api/posts/\\*', '200')).toBe(2);
    expect(count('store: /api/products/\\*', '200')).toBe(1);
    expect(count('/api/remotes', '200')).toBe(1);
    expect(text).not.toContain('123e4567');
    expect(text).not.toContain('Toys');
    await request(gatewayServer(metricsServer(metrics.registry)))
      .get('/anything-else')
      .expect(404);
  });
});
