// The browser suite: the whole stack on test ports against a fresh database and Redis logical database 9, then
// Playwright in real Chromium. Used by `npm test` and, alone, by `npm run test:e2e -- [playwright args]`.
import path from 'node:path';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { findPostgres, ensureDatabase, dropDatabase } from './postgres.mjs';
import { findRedis, flushLogicalDatabase } from './redis.mjs';
import { databaseUrlsOf, ensureServiceRoles } from './database-roles.mjs';
import { startStack } from './stack.mjs';
import { startMaildev } from './maildev.mjs';
import { info } from './log.mjs';

export const E2E_PORTS = {
  gateway: 18080,
  account: 13001,
  social: 13002,
  store: 13003,
  catalogWorker: 13004,
  squareEmulator: 13010,
  mailSmtp: 11025,
  mailWeb: 11080,
};

/** Answers Playwright's counts (`{ stats }`, summed over both phases), or `{ error }` when the stack could not start. */
export async function runEndToEnd({ root, chromium, outDir, run, playwrightArgs = [] }) {
  info('Browser tests: starting the stack on test ports with a fresh database…');
  const database = `petcora_e2e_${randomBytes(4).toString('hex')}`;
  const postgres = await findPostgres({ root, database });
  const redis = await findRedis({ root });
  // A separate Redis logical database keeps e2e queues away from a dev stack on the same server.
  const redisUrl = new URL(redis.url);
  redisUrl.pathname = `/${process.env.E2E_REDIS_DB ?? 9}`;
  await flushLogicalDatabase(redisUrl.toString());
  await ensureDatabase(postgres.serverUrl, database);
  let stack;
  let mail;
  try {
    // Its own mail catcher on test ports: the suite reads what the services sent through maildev's REST API.
    fs.mkdirSync(path.join(outDir, 'logs'), { recursive: true });
    mail = await startMaildev({
      root,
      smtpPort: E2E_PORTS.mailSmtp,
      webPort: E2E_PORTS.mailWeb,
      logFile: path.join(outDir, 'logs', 'maildev.log'),
    });
    // As deployed: each service and the worker as its own role on the fresh database.
    const databaseRoles = await ensureServiceRoles(postgres.url);
    info(`Browser tests: PostgreSQL roles: ${databaseRoles.source}`);
    stack = await startStack({
      root,
      ports: E2E_PORTS,
      useEmulator: true,
      processEnv: databaseUrlsOf(databaseRoles),
      logDir: path.join(outDir, 'logs'),
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: postgres.url,
        REDIS_URL: redisUrl.toString(),
        DEMO_SEED: 'true',
        CATALOG_SYNC_EVERY_MS: '0',
        RATE_LIMIT_AUTH_PER_MIN: '1000',
        SMTP_URL: mail.smtpUrl,
        SITE_URL: `http://localhost:${E2E_PORTS.gateway}`,
        // The whole suite asks for mail from one address (127.0.0.1).
        MAIL_REQUESTS_PER_CLIENT: '100000',
      },
    });
    // Two phases (e2e/playwright.config.ts): two browsers at once, then the tests that measure the page alone.
    const reports = [];
    for (const phase of ['shared', 'alone']) {
      const report = path.join(outDir, `playwright-${phase}.json`);
      run(['test', '-c', 'e2e/playwright.config.ts', '--pass-with-no-tests', ...playwrightArgs], {
        E2E_BASE_URL: `http://localhost:${E2E_PORTS.gateway}`,
        E2E_PHASE: phase,
        E2E_MAIL_URL: mail.apiUrl,
        E2E_SQUARE_EMULATOR_URL: `http://127.0.0.1:${E2E_PORTS.squareEmulator}`,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      });
      reports.push(readReport(report));
    }
    return { stats: sumStats(reports) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await stack?.stop();
    await mail?.stop();
    await dropDatabase(postgres.serverUrl, database).catch(() => {});
    await redis.stop();
    await postgres.stop();
  }
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Playwright's counts summed over the phases, a file that failed to load (a report's `errors`) counted as a failed
 * test; none when a phase wrote no report (then the caller counts a failure).
 */
function sumStats(reports) {
  if (reports.some((report) => !report.stats)) return undefined;
  const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const { stats, errors = [] } of reports) {
    for (const key of Object.keys(total)) total[key] += stats[key] ?? 0;
    total.unexpected += errors.length;
  }
  return total;
}
