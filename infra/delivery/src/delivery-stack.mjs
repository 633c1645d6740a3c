// Starts the whole stack for the delivery test (infra/scripts/lib/stack.mjs, as `npm start` and the browser suite
// do) on its own ports with a fresh database and its own Redis logical database; prints one line
// `DELIVERY-STACK {json}` once every process is healthy, and on SIGTERM stops them by PID and drops the database.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import IORedis from 'ioredis';
import { dropDatabase, ensureDatabase, findPostgres } from '../../scripts/lib/postgres.mjs';
import { findRedis } from '../../scripts/lib/redis.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** @type {{ ports: Record<string, number>, redisDb: number, logDir: string, env: Record<string, string> }} */
const options = JSON.parse(process.argv[2]);

const database = `petcora_delivery_${randomBytes(4).toString('hex')}`;
const postgres = await findPostgres({ root, database });
const redis = await findRedis({ root });
const redisUrl = new URL(redis.url);
redisUrl.pathname = `/${options.redisDb}`;
await ensureDatabase(postgres.serverUrl, database);
// A fresh deployment state: switches left by an earlier run (one that failed halfway) must not apply to this one.
const deploymentKey = 'petcora:gateway:deployment';
const redisClient = new IORedis(redisUrl.toString(), { maxRetriesPerRequest: 1 });
await redisClient.del(deploymentKey);
await redisClient.quit();

const env = {
  NODE_ENV: 'test',
  DATABASE_URL: postgres.url,
  REDIS_URL: redisUrl.toString(),
  DEMO_SEED: 'true',
  CATALOG_SYNC_EVERY_MS: '0',
  ...options.env,
};
let stack;
const cleanUp = async () => {
  await stack?.stop();
  await dropDatabase(postgres.serverUrl, database).catch(() => {});
  await redis.stop();
  await postgres.stop();
};
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cleanUp().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
try {
  stack = await startStack({ root, ports: options.ports, env, logDir: options.logDir, useEmulator: true });
} catch (error) {
  process.stdout.write(`DELIVERY-STACK ${JSON.stringify({ error: String(error) })}\n`);
  await cleanUp();
  process.exit(1);
}
const processes = Object.fromEntries(stack.children.map(({ name, child }) => [name, child.pid]));
process.stdout.write(`DELIVERY-STACK ${JSON.stringify({ processes, env })}\n`);
