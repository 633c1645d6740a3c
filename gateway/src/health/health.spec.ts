import request from 'supertest';
import { createGateway } from '../app';
import { closedPortUrl, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';

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
    await request(app).get('/health/live').expect(200, { status: 'ok' });
  });

  it('is ready when every service answers', async () => {
    const app = createGateway(
      testConfig({
        ACCOUNT_SERVICE_URL: account.url,
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: social.url,
      }),
    );
    const res = await request(app).get('/health/ready').expect(200);
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
    const res = await request(app).get('/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(1900);
    expect(res.body).toEqual({
      message: 'Not ready: the account service, the store service are down',
      upstreams: { account: 'down', social: 'up', store: 'down' },
    });
  });
});
