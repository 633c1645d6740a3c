// The browser suite: the whole stack on test ports against a fresh database and Redis logical database 9, then
// Playwright in real Chromium. Used by `npm test` and, alone, by `npm run test:e2e -- [playwright args]`.
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { findPostgres, ensureDatabase, dropDatabase } from './postgres.mjs';
import { findRedis } from './redis.mjs';
import { startStack } from './stack.mjs';
import { info } from './log.mjs';

export const E2E_PORTS = {
  gateway: 18080,
  account: 13001,
  social: 13002,
  store: 13003,
  catalogWorker: 13004,
  squareEmulator: 13010,
};

/** Answers Playwright's JSON stats, or `{ error }` when the stack could not start. */
export async function runEndToEnd({ root, chromium, outDir, run, playwrightArgs = [] }) {
  info('Browser tests: starting the stack on test ports with a fresh database…');
  const database = `petcora_e2e_${randomBytes(4).toString('hex')}`;
  const postgres = await findPostgres({ root, database });
  const redis = await findRedis({ root });
  // A separate Redis logical database keeps e2e queues away from a dev stack on the same server.
  const redisUrl = new URL(redis.url);
  redisUrl.pathname = `/${process.env.E2E_REDIS_DB ?? 9}`;
  await ensureDatabase(postgres.serverUrl, database);
  let stack;
  try {
    stack = await startStack({
      root,
      ports: E2E_PORTS,
      useEmulator: true,
      logDir: path.join(outDir, 'logs'),
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: postgres.url,
        REDIS_URL: redisUrl.toString(),
        DEMO_SEED: 'true',
        CATALOG_SYNC_EVERY_MS: '0',
        RATE_LIMIT_AUTH_PER_MIN: '1000',
      },
    });
    const report = path.join(outDir, 'playwright.json');
    run(['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      E2E_BASE_URL: `http://localhost:${E2E_PORTS.gateway}`,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    try {
      return JSON.parse(fs.readFileSync(report, 'utf8'));
    } catch {
      return {};
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await stack?.stop();
    await dropDatabase(postgres.serverUrl, database).catch(() => {});
    await redis.stop();
    await postgres.stop();
  }
}
