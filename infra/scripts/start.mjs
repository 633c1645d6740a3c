#!/usr/bin/env node
// `npm start`: build what is stale, find Postgres and Redis, start every process with demo data, stop on Ctrl-C.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgres, ensureDatabase } from './lib/postgres.mjs';
import { databaseUrlsOf, ensureServiceRoles } from './lib/database-roles.mjs';
import { findRedis } from './lib/redis.mjs';
import { DEFAULT_MAIL_PORTS, startMaildev } from './lib/maildev.mjs';
import { startStack, DEFAULT_PORTS } from './lib/stack.mjs';
import { buildWithProgress } from './lib/build.mjs';
import { info, fail } from './lib/log.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// PORT_OFFSET shifts every port, so a second stack (another checkout, a teammate's branch) can run beside this one.
const offset = Number(process.env.PORT_OFFSET ?? 0);
const ports = Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]));
if (process.env.GATEWAY_PORT) ports.gateway = Number(process.env.GATEWAY_PORT);
const databaseName = process.env.PETCORA_DATABASE ?? 'petcora';
const cleanups = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  info('Stopping Pet Cora…');
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => fail(String(e)));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  info('Building what changed (nx cache; a first build takes a few minutes)…');
  if (!(await buildWithProgress(root, { logFile: path.join(root, '.tmp', 'start-build.log') })))
    throw new Error('The build failed.');

  const postgres = await findPostgres({ root, database: databaseName });
  cleanups.push(postgres.stop);
  await ensureDatabase(postgres.serverUrl, new URL(postgres.url).pathname.slice(1));
  info(`PostgreSQL: ${postgres.source}`);
  const databaseRoles = await ensureServiceRoles(postgres.url);
  info(`PostgreSQL roles: ${databaseRoles.source}`);

  const redis = await findRedis({ root });
  cleanups.push(redis.stop);
  info(`Redis: ${redis.source}`);

  // SMTP_URL names a real server (passed on to the services as it is); otherwise mail goes to a local catcher.
  let mail = { smtpUrl: process.env.SMTP_URL, inboxUrl: null };
  if (!process.env.SMTP_URL) {
    mail = await startMaildev({
      root,
      smtpPort: DEFAULT_MAIL_PORTS.smtp + offset,
      webPort: DEFAULT_MAIL_PORTS.web + offset,
    });
    cleanups.push(mail.stop);
    info(`Mail catcher: maildev (pid ${mail.pid})`);
  }

  const useEmulator = !process.env.SQUARE_ACCESS_TOKEN;
  const stack = await startStack({
    root,
    ports,
    useEmulator,
    processEnv: databaseUrlsOf(databaseRoles),
    env: {
      // Said explicitly: the processes run as production (refusing the development secrets and demo data) unless
      // NODE_ENV is development or test. A value the user set is kept (NODE_ENV=production npm start).
      NODE_ENV: process.env.NODE_ENV || 'development',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DEMO_SEED: process.env.DEMO_SEED ?? 'true',
      SMTP_URL: mail.smtpUrl,
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${ports.gateway}`,
    },
  });
  cleanups.push(stack.stop);

  // Imported after the build: the lib's dist did not exist before it on a fresh clone.
  const { DEMO_ADMIN, DEMO_USERS } = await import('@petcora/demo-data');
  const site = `http://localhost:${ports.gateway}`;
  const members = DEMO_USERS.filter((u) => u.role !== 'admin')
    .map((u) => `      ${u.email} / ${u.password}`)
    .join('\n');
  console.log(`
\x1b[1mPet Cora is running\x1b[0m
  Site:             ${site}
  Queue dashboard:  ${site}/admin/queues   (sign in as the admin first)
  Mail inbox: ${mail.inboxUrl ?? 'none (SMTP_URL: mail goes to the configured server)'}
  Square catalogue: ${useEmulator ? `local emulator on http://127.0.0.1:${ports.squareEmulator}` : 'Square (SQUARE_ACCESS_TOKEN)'}
  Card payments:    ${useEmulator ? 'local emulator; test cards 4111 1111 1111 1111 (paid), 4000 0000 0000 0002 (declined), 4000 0000 0000 3220 (3-D Secure)' : 'Square (SQUARE_ACCESS_TOKEN, SQUARE_APPLICATION_ID)'}
  Demo admin:       ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
  Demo members:
${members}
Press Ctrl-C to stop.
`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
