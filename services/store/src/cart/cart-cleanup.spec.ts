import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { CART_CLEANUP_JOB, CART_CLEANUP_QUEUE } from '@petcora/contracts';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { ADMIN, as, useStoreTestApp } from '../testing/store-test-app';
import { CartCleanupScheduler } from './cart-cleanup.module';
import { deleteExpiredVisitorCartsBatch } from './cart-cleanup';
import { hashCartToken, newCartToken } from './cart-token';

const [shampoo, catShampoo] = DEMO_PRODUCTS;

describe('expired visitor carts are deleted by a scheduled clean-up (real Postgres and Redis)', () => {
  const { store } = useStoreTestApp({ label: 'cart-cleanup', demoSeed: true });

  const query = <T = unknown>(sql: string, params: unknown[] = []) => store.dataSource.query<T>(sql, params);

  /** A cart (visitor unless `userId`) last changed `daysAgo` days ago, with a line of each product given. */
  async function cart(
    daysAgo: number,
    options: { userId?: string; products?: string[] } = {},
  ): Promise<string> {
    const [row] = await query<{ id: string }[]>(
      `INSERT INTO carts (user_id, token_hash, updated_at) VALUES ($1, $2, now() - make_interval(secs => $3::float8 * 86400))
       RETURNING id`,
      [options.userId ?? null, options.userId ? null : hashCartToken(newCartToken()), daysAgo],
    );
    for (const productId of options.products ?? [shampoo.id, catShampoo.id])
      await query(
        `INSERT INTO cart_items (cart_id, product_id, quantity, name, unit_price) VALUES ($1, $2, 1, 'x', 100)`,
        [row.id, productId],
      );
    return row.id;
  }
  const exists = async (cartId: string) =>
    (await query<{ n: number }[]>(`SELECT count(*)::int AS n FROM carts WHERE id = $1`, [cartId]))[0].n === 1;
  const linesOf = async (cartId: string) =>
    (
      await query<{ n: number }[]>(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [cartId])
    )[0].n;

  it('deletes only visitor carts past 30 days, with their lines, batch by batch, one statement per batch', async () => {
    const expired = [await cart(31), await cart(45), await cart(30.01)];
    const fresh = await cart(29);
    const oldMemberCart = await cart(400, { userId: randomUUID() });
    const statements = jest.spyOn(store.dataSource, 'query');
    expect(await deleteExpiredVisitorCartsBatch(store.dataSource, 2)).toBe(2);
    expect(await deleteExpiredVisitorCartsBatch(store.dataSource, 2)).toBe(1);
    expect(await deleteExpiredVisitorCartsBatch(store.dataSource, 2)).toBe(0);
    expect(statements).toHaveBeenCalledTimes(3);
    statements.mockRestore();
    for (const id of expired) {
      expect(await exists(id)).toBe(false);
      expect(await linesOf(id)).toBe(0);
    }
    expect(await exists(fresh)).toBe(true);
    expect(await linesOf(fresh)).toBe(2);
    expect(await exists(oldMemberCart)).toBe(true);
    expect(await linesOf(oldMemberCart)).toBe(2);
  });

  it('schedules the clean-up with upsertJobScheduler, and the worker runs it', async () => {
    const queue = store.app.get<Queue>(getQueueToken(CART_CLEANUP_QUEUE));
    await store.app.get(CartCleanupScheduler).scheduled;
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: CART_CLEANUP_JOB, every: 60 * 60_000 })]);

    const expired = await cart(60);
    const fresh = await cart(1);
    await queue.add(CART_CLEANUP_JOB, {});
    const deadline = Date.now() + 10_000;
    while ((await exists(expired)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await exists(expired)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await store.app.get(CartCleanupScheduler).run()).toEqual({ deleted: 0 });
  });

  it('shows the cart-cleanup queue in the queue dashboard', async () => {
    const api = await request(store.app.getHttpServer())
      .get('/admin/queues/api/queues')
      .set(as(ADMIN))
      .expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name)).toContain(CART_CLEANUP_QUEUE);
  });
});
