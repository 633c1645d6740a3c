import { startSocialTestApp, type SocialTestApp } from '../testing/social-test-app';

describe('health', () => {
  let t: SocialTestApp;

  beforeAll(async () => {
    t = await startSocialTestApp('health');
  });
  afterAll(() => t.close());

  it('is live', async () => {
    expect((await t.http().get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('is ready when Postgres and Redis answer', async () => {
    const res = await t.http().get('/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });
});
