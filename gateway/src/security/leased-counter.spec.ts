import { clientKey } from './rate-limits';
import { defaultLeaseSize, LeasedCounter, type SharedTake } from './leased-counter';

const WINDOW_MS = 60_000;

/** One shared fixed window per key, as Redis keeps it for every gateway copy; counts the round trips. */
function sharedWindow() {
  const counts = new Map<string, number>();
  let windowEndsAt = Date.now() + WINDOW_MS;
  const shared = {
    takes: 0,
    counts,
    take: async (key: string, points: number): Promise<SharedTake> => {
      shared.takes += 1;
      await Promise.resolve(); // answered later, like a round trip
      if (Date.now() >= windowEndsAt) {
        counts.clear();
        windowEndsAt = Date.now() + WINDOW_MS;
      }
      const consumedPoints = (counts.get(key) ?? 0) + points;
      counts.set(key, consumedPoints);
      return { consumedPoints, msBeforeNext: windowEndsAt - Date.now() };
    },
  };
  return shared;
}

async function spend(counter: LeasedCounter, key: string, times: number): Promise<number[]> {
  const hits: number[] = [];
  for (let i = 0; i < times; i += 1) hits.push((await counter.increment(key)).totalHits);
  return hits;
}

describe('LeasedCounter: a shared rate-limit budget taken from Redis in leases', () => {
  afterEach(() => jest.useRealTimers());

  it('counts every request in the shared store when the budget is small (leases of 1)', async () => {
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 6, WINDOW_MS);
    expect(counter.leaseSize).toBe(1);
    expect(await spend(counter, 'a', 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(shared.takes).toBe(7);
  });

  it('asks the shared store once per lease, not once per request', async () => {
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    expect(counter.leaseSize).toBe(10);
    expect(await spend(counter, 'a', 25)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(shared.takes).toBe(3);
    expect(shared.counts.get('a')).toBe(30);
  });

  it('lets concurrent requests share one lease request', async () => {
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    const hits = await Promise.all(Array.from({ length: 10 }, () => counter.increment('a')));
    expect(shared.takes).toBe(1);
    expect(hits.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never lets copies together exceed the limit, and refuses at most one lease per other copy early', async () => {
    const shared = sharedWindow();
    const limit = 1_000;
    const copies = [0, 1, 2].map(() => new LeasedCounter(shared.take, limit, WINDOW_MS));
    let allowed = 0;
    for (let i = 0; i < 3 * limit; i += 1) {
      const { totalHits } = await copies[i % 3]!.increment('client');
      if (totalHits <= limit) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(limit);
    expect(allowed).toBeGreaterThanOrEqual(limit - 2 * copies[0]!.leaseSize);
    // Every copy refuses now, the one that spent its last lease included.
    for (const copy of copies) expect((await copy.increment('client')).totalHits).toBeGreaterThan(limit);
  });

  it('grants only what is left under the limit from a lease taken near it', async () => {
    const shared = sharedWindow();
    shared.counts.set('a', 997);
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    expect(await spend(counter, 'a', 4)).toEqual([998, 999, 1000, 1001]);
  });

  it('refuses from memory once the shared budget is spent, until the window ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 3, WINDOW_MS);
    await spend(counter, 'a', 4);
    const takes = shared.takes;
    expect((await counter.increment('a')).totalHits).toBe(4);
    expect(shared.takes).toBe(takes);
    jest.setSystemTime(Date.now() + WINDOW_MS);
    expect((await counter.increment('a')).totalHits).toBe(1);
    expect(shared.takes).toBe(takes + 1);
  });

  it('drops an unspent lease when its window ends (a lease never carries budget into the next window)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    await spend(counter, 'a', 1);
    jest.setSystemTime(Date.now() + WINDOW_MS);
    await spend(counter, 'a', 1);
    expect(shared.takes).toBe(2);
    expect(shared.counts.get('a')).toBe(10);
  });

  it('forgets clients of ended windows, so memory holds only the current window', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    for (let i = 0; i < 50; i += 1) await counter.increment(`client-${i}`);
    jest.setSystemTime(Date.now() + WINDOW_MS + 1);
    await counter.increment('late');
    expect((counter as unknown as { leases: Map<string, unknown> }).leases.size).toBe(1);
  });

  it('gives a request back into the open lease', async () => {
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    await spend(counter, 'a', 2);
    expect(counter.decrement('a')).toBe(true);
    expect((await counter.increment('a')).totalHits).toBe(2);
    expect(counter.decrement('unknown')).toBe(false);
  });

  it('lets a failed lease request fail the request, and tries again on the next', async () => {
    let fail = true;
    const shared = sharedWindow();
    const counter = new LeasedCounter(
      async (key, points) => {
        if (fail) throw new Error('store down');
        return shared.take(key, points);
      },
      1_000,
      WINDOW_MS,
    );
    await expect(counter.increment('a')).rejects.toThrow('store down');
    fail = false;
    expect((await counter.increment('a')).totalHits).toBe(1);
  });

  it('leases 1 % of the budget, at least one request', () => {
    expect(defaultLeaseSize(5)).toBe(1);
    expect(defaultLeaseSize(199)).toBe(1);
    expect(defaultLeaseSize(600)).toBe(6);
    expect(defaultLeaseSize(1_000_000)).toBe(10_000);
  });
});

describe('LeasedCounter.incrementNow: counting from memory without waiting (the rate-limit step)', () => {
  it('answers nothing before a lease was taken, then counts the lease down as increment does', async () => {
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    expect(counter.incrementNow('a')).toBeUndefined();
    expect((await counter.increment('a')).totalHits).toBe(1);
    const now = Array.from({ length: 9 }, () => counter.incrementNow('a')?.totalHits);
    expect(now).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The lease of 10 is spent: the next count needs Redis again, and continues where the memory left off.
    expect(counter.incrementNow('a')).toBeUndefined();
    expect((await counter.increment('a')).totalHits).toBe(11);
    expect(shared.takes).toBe(2);
  });

  it('refuses from memory once the shared budget is spent, until the window ends', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'queueMicrotask'] });
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 3, WINDOW_MS);
    expect(await spend(counter, 'a', 4)).toEqual([1, 2, 3, 4]);
    expect(counter.incrementNow('a')?.totalHits).toBe(4);
    const takes = shared.takes;
    jest.setSystemTime(Date.now() + WINDOW_MS + 1);
    expect(counter.incrementNow('a')).toBeUndefined();
    expect(shared.takes).toBe(takes);
  });

  it('leaves a lease being taken to increment, which waits for it', async () => {
    const shared = sharedWindow();
    const counter = new LeasedCounter(shared.take, 1_000, WINDOW_MS);
    const first = counter.increment('a');
    expect(counter.incrementNow('a')).toBeUndefined();
    expect((await first).totalHits).toBe(1);
    expect(shared.takes).toBe(1);
  });
});

describe('clientKey: the per-client rate-limit key', () => {
  it('keys IPv4 clients by address, whether or not the socket shows them IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 clients by their /56, so one household cannot rotate addresses past the limit', () => {
    expect(clientKey('2001:db8:aa:bb01::1')).toBe(clientKey('2001:db8:aa:bbff:1234::9'));
    expect(clientKey('2001:db8:aa:bb01::1')).not.toBe(clientKey('2001:db8:aa:cc01::1'));
    expect(clientKey('::ffff:7f00:1')).toBe('127.0.0.1');
  });
});
