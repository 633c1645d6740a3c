import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { IDEMPOTENCY_KEY_HEADER } from '@petcora/contracts';
import { DEMO_PRODUCTS, DEMO_USERS } from '@petcora/demo-data';
import { waitFor } from '@petcora/testing';
import { type FaultStack, startFaultStack } from './harness/fault-stack';
import { type Answer, MemberSession } from './harness/member-session';
import { steadyLoad } from './harness/steady-load';

/**
 * The faults a deployment meets, each made for real on this machine against the built processes: a
 * service SIGKILLed under load, Redis killed and restarted, PostgreSQL restarted. One stack for the file (starting
 * it is the slow part); each test leaves it whole again for the next.
 */
jest.setTimeout(60_000);

const FEED = '/api/posts?page=1&limit=5';
const PRODUCTS = '/api/products?limit=5';
const ACCOUNT = '/api/auth/me';
const AREA_OF = { account: ACCOUNT, social: FEED, store: PRODUCTS } as const;

function demoMember(email: string) {
  const member = DEMO_USERS.find((user) => user.email === email);
  if (!member) throw new Error(`no demo member ${email}`);
  return member;
}
const MAYA = demoMember('maya@petcora.example');
const SAM = demoMember('sam@petcora.example');

/** Compact view of answers for failure messages: status, path and time. */
const brief = (answers: (Answer & { path?: string })[]) =>
  answers.map((a) => `${a.status} ${a.path ?? ''} ${Math.round(a.ms)}ms`).slice(0, 10);

const hasMessage = (answer: Answer) =>
  answer.contentType.includes('application/json') &&
  typeof (answer.body as { message?: unknown })?.message === 'string';

describe('faults (the built stack with its own PostgreSQL and redis-server)', () => {
  let stack: FaultStack;
  let maya: MemberSession;

  beforeAll(async () => {
    stack = await startFaultStack({
      // The gateway's per-client budgets would count this suite's own traffic; the account service's sign-in
      // limiter (what the Redis test checks) is tightened instead so it trips within a few attempts.
      RATE_LIMIT_API_PER_MIN: '1000000',
      RATE_LIMIT_AUTH_PER_MIN: '1000',
      SIGNIN_MAX_FAILURES_PER_ACCOUNT: '2',
      // Sessions looked up often, so a dead account service is felt within the test, not after the usual 5 s.
      IDENTITY_CACHE_TTL_MS: '200',
    });
    maya = await MemberSession.signIn(stack.gatewayUrl, MAYA.email, MAYA.password);
  }, 150_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  // The account service too: members already signed in keep their feed and store (the gateway keeps their identity
  // while it cannot ask), only the account area itself answers 503.
  it.each(['store', 'social', 'account'] as const)(
    'a %s service killed under load: the other areas answer 2xx, its own 503 JSON within 2 s, and it recovers without a gateway restart',
    async (victim) => {
      const dead = AREA_OF[victim];
      const others = [FEED, PRODUCTS, ACCOUNT].filter((path) => path !== dead);
      const load = steadyLoad(maya, [FEED, PRODUCTS, ACCOUNT]);
      let samples;
      let killedAt = 0;
      let restartedAt = 0;
      try {
        await waitFor(
          () => load.samples.length,
          (n) => n >= 30,
        );
        await stack.kill(victim);
        killedAt = performance.now(); // the process is gone: nothing sent from here can reach it
        await waitFor(
          () => load.since(dead, killedAt).length,
          (n) => n >= 10,
        );
        restartedAt = performance.now();
        await stack.start(victim);
        const backAt = performance.now();
        // Recovers by itself: the gateway finds the service again with no restart and no manual step.
        await waitFor(
          () => load.since(dead, backAt).filter((s) => s.status === 200).length,
          (n) => n >= 3,
          10_000,
        );
      } finally {
        samples = await load.stop();
      }
      const failedOthers = samples.filter((s) => others.includes(s.path) && s.status !== 200);
      expect(brief(failedOthers)).toEqual([]);
      const whileDead = samples.filter(
        (s) => s.path === dead && s.sentAt > killedAt && s.sentAt < restartedAt,
      );
      expect(whileDead.length).toBeGreaterThanOrEqual(10);
      const fast503 = (s: Answer) => s.status === 503 && hasMessage(s) && s.ms < 2000;
      expect(brief(whileDead.filter((s) => !fast503(s)))).toEqual([]);
      // Requests in flight when it died, and those while it came back: answered too, never a hang or a 502.
      const deadArea = samples.filter((s) => s.path === dead);
      expect(brief(deadArea.filter((s) => s.status !== 200 && !fast503(s)))).toEqual([]);
    },
  );

  it('Redis down: sign-in, feed and store reads keep working, sign-in limits still hold, and a rename made meanwhile reaches the feed once Redis is back', async () => {
    const marker = randomBytes(4).toString('hex');
    const sam = await MemberSession.signIn(stack.gatewayUrl, SAM.email, SAM.password);
    const post = await sam.post('/api/posts', { content: `Before the outage ${marker}` });
    expect(post.status).toBe(201);
    const postId = (post.body as { id: string }).id;
    const authorInFeed = async () => {
      const feed = await maya.get('/api/posts?page=1&limit=20');
      const mine = (feed.body as { posts?: { id: string; user: { displayName: string } }[] }).posts?.find(
        (p) => p.id === postId,
      );
      return mine?.user.displayName ?? `(status ${feed.status}, post not in feed)`;
    };
    expect(await authorInFeed()).toBe(SAM.displayName);

    await stack.redis.kill();
    try {
      const signIn = await MemberSession.signIn(stack.gatewayUrl, MAYA.email, MAYA.password);
      for (const path of [FEED, PRODUCTS, ACCOUNT]) {
        const answer = await signIn.get(path);
        expect([path, answer.status, answer.ms < 2000]).toEqual([path, 200, true]);
      }
      // The limiter counts in memory meanwhile: wrong passwords are still slowed down (429), never a 500.
      const guesses: number[] = [];
      const guesser = new MemberSession(stack.gatewayUrl);
      for (let attempt = 0; attempt < 6 && !guesses.includes(429); attempt += 1)
        guesses.push((await guesser.signIn(SAM.email, `wrong-${attempt}-${marker}`)).status);
      expect(guesses).toContain(429);
      expect(guesses.filter((status) => status !== 401 && status !== 429)).toEqual([]);

      const renamed = await sam.send('PUT', '/api/users/profile', { displayName: `Sam ${marker}` });
      expect([renamed.status, renamed.ms < 2000]).toEqual([200, true]); // the change does not wait for Redis
      expect(await authorInFeed()).toBe(SAM.displayName); // its event waits in the outbox meanwhile

      // Still ready (the load balancer keeps every copy), and saying what is missing.
      for (const service of ['account', 'social', 'store'] as const) {
        const ready = await fetch(`http://127.0.0.1:${stack.ports[service]}/health/ready`);
        expect([service, ready.status, await ready.json()]).toEqual([
          service,
          200,
          { status: 'degraded', checks: { database: 'up', redis: 'down' } },
        ]);
      }
    } finally {
      await stack.redis.start();
    }
    // The account event waited in the outbox; relayed once Redis is back, the social projection takes it.
    expect(await waitFor(authorInFeed, (name) => name === `Sam ${marker}`, 40_000)).toBe(`Sam ${marker}`);
  });

  it('PostgreSQL restarted under writes: each post lands whole or fails cleanly, and later ones succeed with no service restarted', async () => {
    const marker = randomBytes(4).toString('hex');
    const writes: { content: string; sentAt: number; answer: Answer }[] = [];
    let writing = true;
    let n = 0;
    const writer = async () => {
      while (writing) {
        const content = `Through a restart ${marker} ${(n += 1)}`;
        const sentAt = performance.now();
        writes.push({ content, sentAt, answer: await maya.post('/api/posts', { content }) });
      }
    };
    const writers = [writer(), writer(), writer()];
    let upAt = 0;
    try {
      await waitFor(
        () => writes.length,
        (count) => count >= 6,
      );
      await stack.postgres.restart(1000);
      upAt = performance.now();
      // Services reconnect by themselves: a few writes in a row succeed soon after.
      await waitFor(
        () => writes.filter((w) => w.sentAt > upAt && w.answer.status === 201).length,
        (count) => count >= 5,
        30_000,
      );
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    const failed = writes.filter((w) => w.answer.status !== 201);
    // Clean failures: 503 (try again) with a JSON message, never a hang (status 0), a 500 or an unexplained body.
    const unclean = failed.filter((w) => w.answer.status !== 503 || !hasMessage(w.answer));
    expect(brief(unclean.map((w) => w.answer))).toEqual([]);
    expect(failed.length).toBeGreaterThan(0); // the restart did hit writes in flight
    // No half writes: exactly the posts that were answered 201 are in the database.
    const db = new Client({ connectionString: stack.postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ content: string }>(
        `SELECT content FROM social.posts WHERE content LIKE $1`,
        [`Through a restart ${marker} %`],
      );
      const stored = rows.map((row) => row.content).sort();
      const answered = writes
        .filter((w) => w.answer.status === 201)
        .map((w) => w.content)
        .sort();
      expect(stored).toEqual(answered);
    } finally {
      await db.end();
    }
    const feed = await maya.get(FEED);
    expect(feed.status).toBe(200);
  });

  it('PostgreSQL restarted under checkouts: every order is whole, and retrying its Idempotency-Key gives exactly one order', async () => {
    const buyer = await MemberSession.signIn(stack.gatewayUrl, SAM.email, SAM.password);
    const shipping = {
      shippingAddress: '1 Restart Street',
      shippingCity: 'Loopback',
      shippingState: 'CT',
      shippingZip: '06510',
      shippingCountry: 'USA',
      // Square sandbox's test nonce for a card that goes through (the emulator takes it too).
      sourceId: 'cnon:card-nonce-ok',
    };
    const order = (key: string) => buyer.post('/api/orders', shipping, { [IDEMPOTENCY_KEY_HEADER]: key });
    const answers: Answer[] = [];
    const keys: string[] = [];
    const ordered: { sentAt: number; status: number }[] = [];
    let buying = true;
    const shopper = async () => {
      while (buying) {
        const added = await buyer.post('/api/cart/items', { productId: DEMO_PRODUCTS[0]!.id, quantity: 1 });
        answers.push(added);
        if (added.status !== 200 && added.status !== 201) continue;
        const key = randomBytes(8).toString('hex');
        keys.push(key);
        const sentAt = performance.now();
        let placed = await order(key);
        answers.push(placed);
        // As the store front does: a 503 is retried with the same key until the order is answered.
        for (let retry = 0; placed.status === 503 && retry < 100; retry += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          placed = await order(key);
          answers.push(placed);
        }
        ordered.push({ sentAt, status: placed.status });
      }
    };
    const running = shopper();
    try {
      await waitFor(
        () => keys.length,
        (count) => count >= 3,
      );
      await stack.postgres.restart(1000);
      const upAt = performance.now();
      // The store reconnects by itself: orders go through again soon after.
      await waitFor(
        () => ordered.filter((o) => o.sentAt > upAt && o.status === 201).length,
        (count) => count >= 3,
        30_000,
      );
    } finally {
      buying = false;
      await running;
    }
    const unclean = answers.filter((a) => a.status >= 300 && (a.status !== 503 || !hasMessage(a)));
    expect(brief(unclean)).toEqual([]);
    // Every key was answered with its order in the end; asking again replays that order (200), never a new one.
    for (const key of keys) expect([key, (await order(key)).status]).toEqual([key, 200]);
    const db = new Client({ connectionString: stack.postgres.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ key: string; orders: number; items: number }>(
        `SELECT o.idempotency_key AS key, count(DISTINCT o.id)::int AS orders, count(i.id)::int AS items
           FROM store.orders o LEFT JOIN store.order_items i ON i.order_id = o.id
          WHERE o.idempotency_key = ANY($1) GROUP BY o.idempotency_key`,
        [keys],
      );
      expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
      expect(rows.filter((row) => row.orders !== 1 || row.items < 1)).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
