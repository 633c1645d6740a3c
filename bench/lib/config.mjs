// Where the running stack is and how hard to push it. Defaults match a stack started with PORT_OFFSET=0.
import os from 'node:os';

const offset = Number(process.env.PORT_OFFSET ?? 0);

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of 1 or more (got "${raw}")`);
  return value;
}

export function loadConfig() {
  return {
    gatewayUrl: process.env.BENCH_GATEWAY_URL ?? `http://127.0.0.1:${8080 + offset}`,
    accountUrl: process.env.BENCH_ACCOUNT_URL ?? `http://127.0.0.1:${3001 + offset}`,
    socialUrl: process.env.BENCH_SOCIAL_URL ?? `http://127.0.0.1:${3002 + offset}`,
    storeUrl: process.env.BENCH_STORE_URL ?? `http://127.0.0.1:${3003 + offset}`,
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/petcora',
    /** The stack's Redis: only the social-at-scale suite uses it (the in-process social service that captures its SQL). */
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    /** The bench plays the gateway for direct calls: the gateway's private key; the dev key matches a local stack. */
    identityPrivateKey: process.env.IDENTITY_TOKEN_PRIVATE_KEY,
    durationSeconds: positiveInteger('BENCH_DURATION', 8),
    connections: positiveInteger('BENCH_CONNECTIONS', 20),
    warmupSeconds: positiveInteger('BENCH_WARMUP', 2),
    // Each pair (gateway, direct, bare SQL) is measured this many times, interleaved, and the medians reported: one
    // round moves a ratio by ±0.08 on a 2-core machine, and whichever side runs first pays the other's warm-up.
    rounds: positiveInteger('BENCH_ROUNDS', 3),
    resultsDir: new URL('../results/', import.meta.url),
  };
}

/** The loopback rule: the bench only ever loads this machine. */
export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Refusing to load ${url}: the bench only targets loopback addresses.`);
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}
