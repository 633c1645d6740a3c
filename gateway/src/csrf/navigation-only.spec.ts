import request from 'supertest';
import { createGateway } from '../app';
import { gatewayServer, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';

/** GET /api/logout signs out: only a top-level navigation from this site may reach the account service. */
describe('state-changing GETs answer top-level navigations only', () => {
  let account: FakeUpstream;
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    account = await startFakeUpstream('account');
    app = createGateway(testConfig({ ACCOUNT_SERVICE_URL: account.url }));
  });
  afterAll(() => account.close());

  const logoutsReachingAccount = () =>
    account.requests.filter((r) => r.path.startsWith('/api/logout')).length;

  it.each([
    [
      'an <img> on this site',
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'a fetch from this site',
      { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'an iframe',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'a link on another site',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' },
    ],
    ['an old browser on another site', { referer: 'https://evil.example/page' }],
  ])('refuses %s with 403 and never signs out', async (_label, headers) => {
    const before = logoutsReachingAccount();
    const res = await request(gatewayServer(app)).get('/api/logout').set(headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This address only works when you open it from this site' });
    expect(logoutsReachingAccount()).toBe(before);
  });

  it.each([
    [
      'a link on this site',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'an address typed by the member',
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
    ],
    ['a client without Fetch Metadata or a foreign origin', {}],
  ])('lets %s through', async (_label, headers) => {
    const before = logoutsReachingAccount();
    const res = await request(gatewayServer(app)).get('/api/logout').set(headers);
    expect(res.status).toBe(200);
    expect(logoutsReachingAccount()).toBe(before + 1);
  });

  it('leaves other GETs alone, images included', async () => {
    await request(gatewayServer(app))
      .get('/api/auth/me')
      .set({ 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' })
      .expect(200);
  });
});
