import { walkBadInput } from '@petcora/testing';
import { as, MAYA, useStoreTestApp } from './testing/store-test-app';
import { CatalogEventsRelay } from './catalog-events/catalog-events.relay';

/**
 * Bad input, tried everywhere: every mutating route of the store service, found at run time — the
 * admin-only catalogue sync and the Bull Board dashboard's job actions (its own Fastify routes under /admin/queues)
 * included.
 */
describe('bad input on every mutating store route', () => {
  // Demo data (products, a member's orders) gives a malformed request rows it could wrongly change.
  const { db, store } = useStoreTestApp({ label: 'bad-input', demoSeed: true });

  beforeAll(async () => {
    // The catalogue events of the seed go out first: the relay marking them published is no change by a request.
    await store.app.get(CatalogEventsRelay).flush();
  });

  it('answers every malformed request with a JSON 4xx and changes no row', async () => {
    const result = await walkBadInput({
      app: store.app,
      databaseUrl: db.url,
      identities: [
        { label: 'anonymous', headers: {} },
        { label: 'member', headers: as(MAYA) },
      ],
    });
    expect(result.failures).toEqual([]);
    expect(result.changedTables).toEqual([]);
    expect(result.routes.map((route) => `${route.method} ${route.path}`)).toContain(
      'POST /api/products/sync-square',
    );
    expect(result.routes.some((route) => route.path.startsWith('/admin/queues/'))).toBe(true);
    expect(result.cases).toBeGreaterThan(1000);
  }, 600_000);
});
