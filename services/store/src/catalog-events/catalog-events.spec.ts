import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { CATALOG_EVENTS_QUEUE, PRODUCT_CHANGED, type ProductChangedEvent } from '@petcora/contracts';
import { markCatalogProductsUnavailable, upsertCatalogProducts } from '@petcora/store-data';
import type { TestDatabase } from '@petcora/testing';
import { createStoreTestDatabase, startStoreTestApp, type StoreTestApp } from '../testing/store-test-app';
import { CatalogEventsRelay } from './catalog-events.relay';

describe('catalogue events to the product projection (real Postgres and Redis)', () => {
  let db: TestDatabase;
  let store: StoreTestApp;
  let queue: Queue;
  let relay: CatalogEventsRelay;

  beforeAll(async () => {
    db = await createStoreTestDatabase('catalog_events');
    store = await startStoreTestApp(db, { label: 'catalog-events', demoSeed: true });
    queue = store.app.get<Queue>(getQueueToken(CATALOG_EVENTS_QUEUE));
    relay = store.app.get(CatalogEventsRelay);
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await store?.close();
    await db?.drop();
  });

  /** Every queued event of one product, oldest first. */
  async function eventsOf(productId: string): Promise<ProductChangedEvent[]> {
    await relay.flush();
    const jobs: Job[] = await queue.getJobs(['waiting', 'delayed', 'completed', 'failed', 'active']);
    return jobs
      .filter((job) => job.name === PRODUCT_CHANGED && (job.data as ProductChangedEvent).id === productId)
      .map((job) => job.data as ProductChangedEvent)
      .sort((a, b) => a.version - b.version);
  }

  const square = (itemId: string, price: number) => ({
    squareItemId: itemId,
    squareVariationId: `${itemId}-v`,
    name: `Oatmeal shampoo ${itemId}`,
    description: null,
    price,
    imageUrl: '/images/shampoo.webp',
    category: 'Grooming',
    petType: 'Dog',
    squareData: { id: itemId },
  });

  it('re-publishes the whole catalogue at start (the seeded products are all queued)', async () => {
    await relay.flush();
    const [{ n }]: { n: string }[] = await store.dataSource.query(`SELECT count(*) AS n FROM store.products`);
    const jobs = await queue.getJobs(['waiting', 'completed', 'active', 'failed', 'delayed']);
    const ids = new Set(jobs.map((job) => (job.data as ProductChangedEvent).id));
    expect(Number(n)).toBeGreaterThan(0);
    expect(ids.size).toBe(Number(n));
    // BullMQ refuses ':' in custom job ids.
    for (const job of jobs) expect(job.id).not.toContain(':');
  });

  it('a Square sync that adds, reprices and removes a product queues each change with a rising version', async () => {
    await store.dataSource.transaction((m) => upsertCatalogProducts(m, [square('SQ-EV-1', 1299)]));
    const [{ id }]: { id: string }[] = await store.dataSource.query(
      `SELECT id FROM store.products WHERE square_item_id = 'SQ-EV-1'`,
    );
    await store.dataSource.transaction((m) => upsertCatalogProducts(m, [square('SQ-EV-1', 1499)]));
    // Nothing that social shows changed: no event.
    await store.dataSource.query(`UPDATE store.products SET last_synced_at = now() WHERE id = $1`, [id]);
    await store.dataSource.transaction((m) => markCatalogProductsUnavailable(m, ['SQ-EV-1']));

    const events = await eventsOf(id);
    expect(events.map((e) => [e.price, e.available, e.deleted])).toEqual([
      [1299, true, false],
      [1499, true, false],
      [1499, false, false],
    ]);
    expect(events[0]).toMatchObject({
      id,
      name: 'Oatmeal shampoo SQ-EV-1',
      imageUrl: '/images/shampoo.webp',
      petType: 'Dog',
    });
  });

  it('a deleted product is announced as deleted', async () => {
    await store.dataSource.transaction((m) => upsertCatalogProducts(m, [square('SQ-EV-2', 500)]));
    const [{ id }]: { id: string }[] = await store.dataSource.query(
      `SELECT id FROM store.products WHERE square_item_id = 'SQ-EV-2'`,
    );
    await store.dataSource.query(`DELETE FROM store.products WHERE id = $1`, [id]);
    const events = await eventsOf(id);
    expect(events.at(-1)).toMatchObject({ id, deleted: true, available: false });
  });

  it('a change that rolls back announces nothing', async () => {
    await store.dataSource
      .transaction(async (m) => {
        await upsertCatalogProducts(m, [square('SQ-EV-3', 700)]);
        throw new Error('sync failed half-way');
      })
      .catch(() => undefined);
    const rows: unknown[] = await store.dataSource.query(
      `SELECT 1 FROM store.catalog_event_outbox WHERE payload->>'name' = 'Oatmeal shampoo SQ-EV-3'`,
    );
    expect(rows).toEqual([]);
  });
});
