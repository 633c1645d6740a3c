#!/usr/bin/env node
/**
 * Catalogue sync benchmark: the Square emulator serves a generated catalogue of BENCH_SYNC_ITEMS items
 * (10,000 by default), the real catalogue worker (its build: Nest module, BullMQ job, official Square SDK, batched
 * upserts) syncs it into a throwaway Postgres database, and the script reports
 *   1. the first full sync: items per second;
 *   2. a second full sync with nothing changed: product rows it wrote (compared by xmin; should be 0);
 *   3. an incremental sync after 100 items changed in Square: what it asked for and wrote.
 * Needs Postgres and Redis (loopback) and the builds: `npx nx run-many -t build -p @petcora/catalog-worker
 * @petcora/square-emulator`. Usage: node bench/catalog-sync.mjs
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { Queue, QueueEvents } = require('bullmq');
const { CatalogWorkerModule } = require(resolve(root, 'services/catalog-worker/dist/app.module.js'));
const { createSquareEmulator, generateCatalog } = require(resolve(root, 'infra/square-emulator/dist/app.js'));
const { openSchemaDataSource } = require('@petcora/nest-common');
const { CATALOG_ENTITIES, CATALOG_MIGRATIONS, STORE_SCHEMA } = require('@petcora/store-data');
const { CATALOG_SYNC_JOB, CATALOG_SYNC_QUEUE } = require('@petcora/contracts');

const ITEMS = Number(process.env.BENCH_SYNC_ITEMS ?? 10_000);
const PAGE_SIZE = Number(process.env.BENCH_SYNC_PAGE_SIZE ?? 100);
const CHANGED = Math.min(100, ITEMS);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
for (const url of [ADMIN_URL, REDIS_URL]) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`Only loopback is accepted: ${url}`);
}

const dbName = `petcora_bench_catalog_${randomBytes(4).toString('hex')}`;
const prefix = `petcora-bench-catalog-${randomBytes(4).toString('hex')}`;
const withAdmin = async (sql) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const cleanup = [];
async function main() {
  await withAdmin(`CREATE DATABASE "${dbName}"`);
  cleanup.push(() => withAdmin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const store = await openSchemaDataSource({
    type: 'postgres',
    url: dbUrl.toString(),
    schema: STORE_SCHEMA,
    entities: CATALOG_ENTITIES,
    migrations: CATALOG_MIGRATIONS,
    migrationsTableName: 'migrations',
  });
  cleanup.unshift(() => store.destroy());

  const catalog = generateCatalog(ITEMS, 'BENCH');
  const emulator = createSquareEmulator({ catalog, pageSize: PAGE_SIZE });
  const server = await new Promise((ok) => {
    const s = emulator.listen(0, '127.0.0.1', () => ok(s));
  });
  cleanup.unshift(() => new Promise((ok) => server.close(() => ok())));
  const emulatorUrl = `http://127.0.0.1:${server.address().port}`;

  const connection = { url: REDIS_URL };
  const queue = new Queue(CATALOG_SYNC_QUEUE, { connection, prefix });
  const events = new QueueEvents(CATALOG_SYNC_QUEUE, { connection, prefix });
  await events.waitUntilReady();
  cleanup.unshift(async () => {
    await events.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  });

  const worker = await NestFactory.createApplicationContext(
    CatalogWorkerModule.register({
      databaseUrl: dbUrl.toString(),
      redisUrl: REDIS_URL,
      bullPrefix: prefix,
      square: { token: 'bench-token', baseUrl: emulatorUrl, maxRetries: 2 },
      syncEveryMs: 0,
      shutdownGraceMs: 10_000,
    }),
    { logger: false },
  );
  cleanup.unshift(() => worker.close());

  const sync = async (mode) => {
    const job = await queue.add(CATALOG_SYNC_JOB, { requestedBy: 'bench', mode }, { attempts: 1 });
    const started = performance.now();
    const result = await job.waitUntilFinished(events, 600_000);
    return { ms: performance.now() - started, result };
  };
  const versions = async () =>
    new Map((await store.query(`SELECT id, xmin::text AS x FROM products`)).map((r) => [r.id, r.x]));
  const changedRows = (a, b) => [...b].filter(([id, x]) => a.get(id) !== x).length;

  const first = await sync('full');
  const [{ n: stored }] = await store.query(`SELECT count(*)::int AS n FROM products WHERE available`);
  if (stored !== ITEMS) throw new Error(`expected ${ITEMS} products, found ${stored}`);

  const beforeSecond = await versions();
  const second = await sync('full');
  const secondWritten = changedRows(beforeSecond, await versions());

  // Square changes the price of CHANGED items (updated_at = now), then an incremental run.
  for (let n = 1; n <= CHANGED; n += 1)
    emulator.emulator.edit(`BENCH-ITEM-${n}`, (o) => {
      o.item_data.variations[0].item_variation_data.price_money.amount += 1;
    });
  const beforeThird = await versions();
  const requestsBefore = emulator.emulator.requests.length;
  const third = await sync('incremental');
  const thirdWritten = changedRows(beforeThird, await versions());
  const thirdRequests = emulator.emulator.requests.length - requestsBefore;

  const perSecond = (r) => Math.round(r.result.itemsSeen / (r.ms / 1000));
  const rows = [
    ['first full sync', ITEMS, first.result.pages, first.ms, perSecond(first), first.result.productsUpserted],
    ['second full sync, unchanged', ITEMS, second.result.pages, second.ms, perSecond(second), secondWritten],
    [
      `incremental, ${CHANGED} changed`,
      third.result.itemsSeen,
      third.result.pages,
      third.ms,
      '-',
      thirdWritten,
    ],
  ];
  console.log(
    `\nCatalogue sync: ${ITEMS} items (${catalog.length} objects), ${PAGE_SIZE} objects a list page, emulator on loopback\n`,
  );
  console.log(
    ['run', 'items', 'pages', 'ms', 'items/s', 'product rows written']
      .map((h, i) => h.padEnd(i === 0 ? 30 : 12))
      .join('') +
      '\n' +
      rows
        .map((r) => r.map((c, i) => String(i === 3 ? Math.round(c) : c).padEnd(i === 0 ? 30 : 12)).join(''))
        .join('\n'),
  );
  console.log(
    `\nincremental run: ${thirdRequests} request(s) to Square (SearchCatalogObjects with begin_time)`,
  );
  const ok = perSecond(first) >= 1000 && secondWritten === 0 && thirdWritten === CHANGED;
  console.log(ok ? '\nOK: ≥ 1000 items/s, 0 rows on an unchanged run' : '\nBELOW TARGET (see above)');
  return ok;
}

let ok = false;
try {
  ok = await main();
} finally {
  for (const step of cleanup) await step().catch((e) => console.error(`cleanup: ${e.message}`));
}
process.exit(ok ? 0 : 1);
