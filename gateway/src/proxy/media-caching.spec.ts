import request from 'supertest';
import { createGateway } from '../app';
import { gatewayServer, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';

/** What the services send for stored media (@petcora/uploads): a day, then revalidated. */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400, must-revalidate';
const FILE = '0123456789abcdef0123456789abcdef.png';

describe('uploaded media through the gateway keeps the services’ caching', () => {
  let social: FakeUpstream;
  let account: FakeUpstream;
  beforeAll(async () => {
    const mediaRoutes = (prefix: string) => (app: FakeUpstream['app']) => {
      app.get(`/media/${prefix}/${FILE}`, (_req, res) => {
        res.set({ 'cache-control': MEDIA_CACHE_CONTROL, etag: '"v1"', 'content-type': 'image/png' });
        res.send(Buffer.from('png'));
      });
      app.get(`/media/${prefix}/:file`, (_req, res) => {
        res.status(404).json({ message: 'File not found' });
      });
    };
    [social, account] = await Promise.all([
      startFakeUpstream('social', mediaRoutes('social')),
      startFakeUpstream('account', mediaRoutes('account')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([social.close(), account.close()]);
  });

  const gateway = () =>
    createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url, ACCOUNT_SERVICE_URL: account.url }));

  it.each(['social', 'account'])(
    'passes /media/%s answers on without making them immutable',
    async (prefix) => {
      const served = await request(gatewayServer(gateway())).get(`/media/${prefix}/${FILE}`).expect(200);
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(served.headers.etag).toBe('"v1"');
      const gone = await request(gatewayServer(gateway()))
        .get(`/media/${prefix}/ffffffffffffffffffffffffffffffff.png`)
        .expect(404);
      expect(gone.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    },
  );
});
