import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTestDatabase, type TestDatabase, testRedis, waitFor } from '@petcora/testing';
import { createGateway, upstreamPoolsOf } from '../app';
import { closedPortUrl, testConfig, withCsrf } from '../testing/fake-upstream';

/**
 * A rolling replacement of a service under load loses no request. The built store service runs as real
 * processes on real Postgres and Redis, two copies behind the gateway; while GETs and POSTs keep coming, copy 1 gets
 * SIGTERM (it drains, then exits) and a new copy starts on another port and takes its place. Every request must be
 * answered 2xx. Needs the store built (`npm test` builds everything first).
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const storeMain = path.join(repoRoot, 'services/store/dist/main.js');
const storeMigrate = path.join(repoRoot, 'services/store/dist/database/migrate.js');
const DRAIN_MS = 1_500;
const CHECK_INTERVAL_MS = 200;
const CLIENTS = 8;

interface StoreCopy {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

describe('rolling replacement of a service under load (real store copies, Postgres, Redis)', () => {
  let db: TestDatabase;
  const redis = testRedis('rolling');
  const copies: StoreCopy[] = [];

  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    BULL_PREFIX: redis.prefix,
    DEMO_SEED: 'true',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    // The load comes from one address and creates a visitor cart per POST.
    CART_CREATIONS_PER_CLIENT: '100000',
  });

  async function startCopy(): Promise<StoreCopy> {
    const url = await closedPortUrl();
    const child = spawn(process.execPath, [storeMain], {
      env: env(Number(new URL(url).port)),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => (errors += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const copy = { url, process: child, exited };
    copies.push(copy);
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`store copy exited: ${errors}`);
        const res = await fetch(`${url}/health/ready`).catch(() => null);
        return res?.status ?? 0;
      },
      (status) => status === 200,
      20_000,
    );
    return copy;
  }

  beforeAll(async () => {
    if (!existsSync(storeMain)) throw new Error(`${storeMain} is missing: build the store service first`);
    db = await createTestDatabase('rolling');
    const migrated = spawnSync(process.execPath, [storeMigrate], { env: env(0), encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`migrations failed: ${migrated.stderr}`);
  }, 30_000);

  afterAll(async () => {
    for (const copy of copies) if (copy.process.exitCode === null) copy.process.kill('SIGKILL');
    await Promise.all(copies.map((copy) => copy.exited));
    await db?.drop();
  });

  it('answers every GET and POST 2xx while copy 1 is replaced by a new copy', async () => {
    const first = await startCopy(); // seeds the demo products; the second finds them there
    const second = await startCopy();
    const app = createGateway(
      testConfig({
        STORE_SERVICE_URL: `${first.url},${second.url}`,
        UPSTREAM_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
        RATE_LIMIT_API_PER_MIN: '1000000',
      }),
    );
    await app.ready();
    const gateway = app.server;
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const pool = upstreamPoolsOf(app).store;

    const call = (method: 'GET' | 'POST', pathname: string, body?: unknown) =>
      new Promise<{ status: number; text: string }>((resolve) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = http.request(
          `${base}${pathname}`,
          {
            method,
            agent,
            headers: payload
              ? {
                  ...withCsrf(),
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }
              : {},
          },
          (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            res.on('error', (error) => resolve({ status: 0, text: String(error) }));
          },
        );
        req.on('error', (error) => resolve({ status: 0, text: String(error) }));
        req.end(payload);
      });

    try {
      const products = JSON.parse((await call('GET', '/api/products')).text) as { id: string }[];
      const productId = products[0]!.id;

      const failures: string[] = [];
      const counts = { GET: 0, POST: 0 };
      let running = true;
      const client = async (n: number) => {
        for (let i = 0; running; i += 1) {
          const method = (i + n) % 2 === 0 ? 'GET' : 'POST';
          const answer =
            method === 'GET'
              ? await call('GET', '/api/products')
              : await call('POST', '/api/cart/items', { productId, quantity: 1 });
          counts[method] += 1;
          if (answer.status < 200 || answer.status > 299)
            failures.push(`${method} ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      };
      const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

      await new Promise((resolve) => setTimeout(resolve, 500));
      // The replacement: copy 1 is told to stop while its successor starts; the gateway switches once it is up.
      first.process.kill('SIGTERM');
      const third = await startCopy();
      await pool.setAddresses([second.url, third.url]);
      const exitCode = await first.exited;
      await new Promise((resolve) => setTimeout(resolve, 500));
      running = false;
      await load;

      expect(exitCode === 0 || first.process.signalCode === 'SIGTERM').toBe(true);
      expect(failures).toEqual([]);
      expect(counts.GET).toBeGreaterThan(50);
      expect(counts.POST).toBeGreaterThan(50);
      // The new copy took its share.
      const metrics = await (await fetch(`${third.url}/metrics`)).text();
      expect(metrics).toMatch(/route="\/api\/cart\/items",status_code="200"\} [1-9]/);
      process.stdout.write(
        `rolling replacement: ${counts.GET} GETs and ${counts.POST} POSTs, ${failures.length} failed\n`,
      );
    } finally {
      pool.stop();
      Object.values(upstreamPoolsOf(app)).forEach((p) => p.stop());
      agent.destroy();
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  }, 60_000);
});
