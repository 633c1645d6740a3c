import request from 'supertest';
import { createGateway } from '../app';
import { gatewayServer, testConfig } from '../testing/fake-upstream';

describe('GET /api/remotes', () => {
  it('lists each remote unbuilt as such, uncached', async () => {
    const res = await request(gatewayServer(createGateway(testConfig())))
      .get('/api/remotes')
      .expect(200);
    // Nothing built in testConfig's folders: the static handler answers these with its build hint.
    expect(res.body).toEqual({
      social: '/mfe/social/mf-manifest.json',
      store: '/mfe/store/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('follows the configuration, so a remote moves without rebuilding the shell', async () => {
    const app = createGateway(
      testConfig({ REMOTE_STORE_URL: 'https://cdn.example/store/v42/mf-manifest.json' }),
    );
    const res = await request(gatewayServer(app)).get('/api/remotes').expect(200);
    expect(res.body.store).toBe('https://cdn.example/store/v42/mf-manifest.json');
    // and the page may then load scripts from that origin
    const page = await request(gatewayServer(app)).get('/community');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example/);
  });
});
