import request from 'supertest';
import { IDENTITY_HEADER } from '@petcora/contracts';
import { forgedIdentityTokens } from '@petcora/testing';
import { ADMIN, as, MAYA, useStoreTestApp } from '../testing/store-test-app';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('Bull Board at /admin/queues (its own Fastify routes behind an admin hook, real Redis)', () => {
  const { store } = useStoreTestApp({ label: 'queue-dashboard' });

  const http = () => store.app.getHttpServer();

  it('answers 401 JSON to an anonymous script and to a forged token', async () => {
    expect((await request(http()).get('/admin/queues').expect(401)).body).toEqual({
      message: 'Authentication required',
    });
    expect((await request(http()).get('/admin/queues/api/queues').expect(401)).body).toEqual({
      message: 'Authentication required',
    });
    // Under the dashboard's path, a path it does not serve and the path in other case are refused as well.
    await request(http()).get('/admin/queues/nothing-here').expect(401);
    await request(http()).get('/ADMIN/Queues/api/queues').expect(401);
    // Forged or misaddressed tokens (old HMAC secret, another EC key, the social audience, alg none).
    for (const [, forged] of forgedIdentityTokens(ADMIN, 'store'))
      await request(http()).get('/admin/queues/api/queues').set(IDENTITY_HEADER, forged).expect(401);
  });

  it('sends an anonymous browser to sign in and back', async () => {
    const res = await request(http()).get('/admin/queues').set('Accept', BROWSER_ACCEPT).expect(302);
    expect(res.headers.location).toBe('/auth?returnTo=/admin/queues');
  });

  it('answers 403 to a member: JSON for scripts, a small page for browsers', async () => {
    expect((await request(http()).get('/admin/queues/api/queues').set(as(MAYA)).expect(403)).body).toEqual({
      message: 'Admin access required',
    });
    const page = await request(http())
      .get('/admin/queues')
      .set(as(MAYA))
      .set('Accept', BROWSER_ACCEPT)
      .expect(403);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Admin access required');
    // A member must not be able to act on jobs either.
    await request(http()).put('/admin/queues/api/queues/catalog-sync/retry/failed').set(as(MAYA)).expect(403);
    await request(http()).get('/admin/queues/nothing-here').set(as(MAYA)).expect(403);
  });

  it('serves the dashboard page, its assets and the catalog-sync queue to an admin', async () => {
    const page = await request(http())
      .get('/admin/queues')
      .set(as(ADMIN))
      .set('Accept', BROWSER_ACCEPT)
      .expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Links resolve against the base path the gateway forwards unchanged.
    expect(page.text).toContain('<base href="/admin/queues/" />');
    expect(page.text).toContain('Pet Cora queues');

    const script = page.text.match(/src="(static\/js\/main\.[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await request(http()).get(`/admin/queues/${script}`).set(as(ADMIN)).expect(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await request(http()).get('/admin/queues/nothing-here').set(as(ADMIN)).expect(404)).body).toEqual(
      {
        message: 'Cannot GET /admin/queues/nothing-here',
      },
    );
    await request(http()).get(`/admin/queues/${script}`).expect(401);

    await request(http()).post('/api/products/sync-square').set(as(ADMIN)).expect(202);
    const api = await request(http()).get('/admin/queues/api/queues').set(as(ADMIN)).expect(200);
    const queue = api.body.queues.find((q: { name: string }) => q.name === 'catalog-sync');
    expect(queue).toBeDefined();
    expect(queue.counts.waiting).toBe(1);
    // The account service's events and mail queues, the social service's media sweep and rankings and the catalogue
    // and pet events between the store and the social service are there too.
    expect(api.body.queues.map((q: { name: string }) => q.name)).toEqual(
      expect.arrayContaining([
        'catalog-sync',
        'account-events',
        'media-sweep',
        'mail',
        'catalog-events',
        'pet-events',
        'social-ranking',
      ]),
    );
  });

  it("shows the social service's ranking queue read-only: its jobs cannot be retried, cleaned or added", async () => {
    const api = await request(http()).get('/admin/queues/api/queues').set(as(ADMIN)).expect(200);
    const ranking = api.body.queues.find((q: { name: string }) => q.name === 'social-ranking');
    expect(ranking.readOnlyMode).toBe(true);
    expect(api.body.queues.find((q: { name: string }) => q.name === 'catalog-sync').readOnlyMode).toBe(false);
    for (const [method, path] of [
      ['put', '/admin/queues/api/queues/social-ranking/retry/failed'],
      ['put', '/admin/queues/api/queues/social-ranking/clean/completed'],
      ['post', '/admin/queues/api/queues/social-ranking/add'],
    ] as const) {
      const res = await request(http())
        [method](path)
        .set(as(ADMIN))
        .send({ name: 'refresh-ranking', data: {} });
      expect(res.status).toBe(405);
    }
  });
});
