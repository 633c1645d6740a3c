import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@petcora/testing';
import { type Child, startChild, tail } from './child-process';
import { freePort } from './free-port';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { type PrivateRedis, startPrivateRedis } from './private-redis';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

export type ProcessName = 'square-emulator' | 'account' | 'social' | 'store' | 'catalog-worker' | 'gateway';

/** In start order: what the gateway routes to comes up before it. */
const TOPOLOGY: { name: ProcessName; dir: string; portVar?: string }[] = [
  { name: 'square-emulator', dir: 'infra/square-emulator' },
  { name: 'account', dir: 'services/account' },
  { name: 'social', dir: 'services/social' },
  { name: 'store', dir: 'services/store' },
  { name: 'catalog-worker', dir: 'services/catalog-worker' },
  { name: 'gateway', dir: 'gateway', portVar: 'GATEWAY_PORT' },
];

/**
 * The built stack (each process from its dist/, as deployed) on free ports, with a PostgreSQL cluster and a
 * redis-server of its own, so a test can kill and restart any part of it.
 */
export interface FaultStack {
  gatewayUrl: string;
  ports: Record<ProcessName, number>;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  pid(name: ProcessName): number;
  /** SIGKILL, as an out-of-memory kill or a crashed node would. */
  kill(name: ProcessName): Promise<void>;
  /** Starts it again on the same port and waits until it answers /health/live. */
  start(name: ProcessName): Promise<void>;
  stop(): Promise<void>;
}

/** Each run's logs (one file per process) stay under .tmp/fault-tests/<run>/ for reading after a failure. */
const LOG_ROOT = path.join(REPO_ROOT, '.tmp', 'fault-tests');
const RUNS_KEPT = 5;

function newLogDir(): string {
  fs.mkdirSync(LOG_ROOT, { recursive: true });
  const older = fs
    .readdirSync(LOG_ROOT)
    .sort()
    .reverse()
    .slice(RUNS_KEPT - 1);
  for (const run of older) fs.rmSync(path.join(LOG_ROOT, run), { recursive: true, force: true });
  const dir = path.join(LOG_ROOT, `${Date.now()}-${process.pid}`);
  fs.mkdirSync(dir);
  return dir;
}

export async function startFaultStack(env: Record<string, string> = {}): Promise<FaultStack> {
  const logDir = newLogDir();
  const ports = {} as Record<ProcessName, number>;
  for (const { name } of TOPOLOGY) ports[name] = await freePort();
  const children = new Map<ProcessName, Child>();
  let postgres: PrivatePostgres | undefined;
  let redis: PrivateRedis | undefined;

  const stop = async () => {
    for (const { name } of [...TOPOLOGY].reverse()) await children.get(name)?.stop();
    await redis?.stop();
    await postgres?.stop();
  };

  const start = async (name: ProcessName) => {
    const proc = TOPOLOGY.find((p) => p.name === name)!;
    const entry = path.join(REPO_ROOT, proc.dir, 'dist', 'main.js');
    if (!fs.existsSync(entry)) throw new Error(`${proc.dir} is not built (${entry} missing)`);
    const logFile = path.join(logDir, `${name}.log`);
    const child = startChild(process.execPath, [entry], {
      cwd: path.join(REPO_ROOT, proc.dir),
      logFile,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: postgres!.url,
        REDIS_URL: redis!.url,
        DEMO_SEED: 'true',
        CATALOG_SYNC_EVERY_MS: '0',
        ACCOUNT_SERVICE_URL: `http://127.0.0.1:${ports.account}`,
        SOCIAL_SERVICE_URL: `http://127.0.0.1:${ports.social}`,
        STORE_SERVICE_URL: `http://127.0.0.1:${ports.store}`,
        SQUARE_BASE_URL: `http://127.0.0.1:${ports['square-emulator']}`,
        METRICS_PORT: '0',
        ...env,
        [proc.portVar ?? 'PORT']: String(ports[name]),
      },
    });
    children.set(name, child);
    const healthy = await waitFor(
      async () => {
        if (!child.isRunning()) return 'exited';
        try {
          const res = await fetch(`http://127.0.0.1:${ports[name]}/health/live`, {
            signal: AbortSignal.timeout(1000),
          });
          return res.ok ? 'up' : 'starting';
        } catch {
          return 'starting';
        }
      },
      (state) => state !== 'starting',
      45_000,
    ).catch(() => 'timed out');
    if (healthy !== 'up') throw new Error(`${name} did not come up (${healthy}):\n${tail(logFile)}`);
  };

  try {
    postgres = await startPrivatePostgres(logDir);
    redis = await startPrivateRedis(logDir);
    for (const { name } of TOPOLOGY) await start(name);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    ports,
    postgres: postgres!,
    redis: redis!,
    pid: (name) => children.get(name)!.pid,
    kill: async (name) => children.get(name)?.stop('SIGKILL'),
    start,
    stop,
  };
}
