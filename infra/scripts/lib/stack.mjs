// Starts every Pet Cora process (emulator, services, worker, gateway), waits for health, stops them by PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { info } from './log.mjs';

/**
 * The Node/V8 flags a process runs with (infra/node-flags.json, the one list docker-compose.yml and the Kubernetes
 * Deployments are held to): none for a process the file does not name.
 */
export function nodeFlagsOf(name, file = new URL('../../node-flags.json', import.meta.url)) {
  const flags = JSON.parse(fs.readFileSync(file, 'utf8'))[name] ?? [];
  if (!Array.isArray(flags) || !flags.every((flag) => typeof flag === 'string' && flag.startsWith('--')))
    throw new Error(`infra/node-flags.json: the flags of ${name} must be a list of --options`);
  return flags;
}

/** The processes of the topology, in start order. */
export function topology(ports) {
  return [
    { name: 'square-emulator', dir: 'infra/square-emulator', port: ports.squareEmulator, optional: true },
    { name: 'account', dir: 'services/account', port: ports.account },
    { name: 'social', dir: 'services/social', port: ports.social },
    { name: 'store', dir: 'services/store', port: ports.store },
    { name: 'catalog-worker', dir: 'services/catalog-worker', port: ports.catalogWorker },
    { name: 'gateway', dir: 'gateway', port: ports.gateway, portVar: 'GATEWAY_PORT' },
  ];
}

export const DEFAULT_PORTS = {
  gateway: 8080,
  account: 3001,
  social: 3002,
  store: 3003,
  catalogWorker: 3004,
  squareEmulator: 3010,
};

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * `processEnv` adds settings of one process only, by its name in the topology (each service's own DATABASE_URL).
 * @param {{ root: string, ports: typeof DEFAULT_PORTS, env: Record<string,string>, processEnv?: Record<string, Record<string,string>>, logDir?: string, useEmulator: boolean }} opts
 */
export async function startStack({ root, ports, env, processEnv = {}, logDir, useEmulator }) {
  const children = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    // Reverse order: gateway first, so nothing new arrives while services drain.
    for (const { child } of [...children].reverse()) {
      if (child.exitCode !== null) continue;
      await new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
  };
  const serviceUrls = {
    ACCOUNT_SERVICE_URL: `http://127.0.0.1:${ports.account}`,
    SOCIAL_SERVICE_URL: `http://127.0.0.1:${ports.social}`,
    STORE_SERVICE_URL: `http://127.0.0.1:${ports.store}`,
    SQUARE_BASE_URL: env.SQUARE_BASE_URL ?? `http://127.0.0.1:${ports.squareEmulator}`,
    // Payments: the browser loads the emulator's card-form stand-in (the gateway's CSP allows its origin), and the
    // emulator signs its webhooks with the key the store checks, sending them through the gateway like Square would.
    ...(useEmulator
      ? {
          SQUARE_EMULATOR_PUBLIC_URL: `http://127.0.0.1:${ports.squareEmulator}`,
          SQUARE_WEBHOOK_SIGNATURE_KEY: env.SQUARE_WEBHOOK_SIGNATURE_KEY ?? 'petcora-dev-square-webhook-key',
          // The emulator's catalogue may point product pictures at itself on loopback; the worker's picture fetch
          // refuses private addresses unless listed here (production lists none).
          PRODUCT_IMAGE_FETCH_ALLOW: env.PRODUCT_IMAGE_FETCH_ALLOW ?? '127.0.0.1',
          ...(env.SITE_URL ? { SQUARE_EMULATOR_WEBHOOK_URL: `${env.SITE_URL}/api/webhooks/square` } : {}),
        }
      : {}),
  };
  try {
    for (const proc of topology(ports)) {
      if (proc.optional && !useEmulator) continue;
      const entry = path.join(root, proc.dir, 'dist', 'main.js');
      if (!fs.existsSync(entry)) throw new Error(`${proc.dir} is not built (${entry} missing)`);
      const childEnv = {
        ...process.env,
        ...env,
        ...processEnv[proc.name],
        ...serviceUrls,
        [proc.portVar ?? 'PORT']: String(proc.port),
      };
      if (useEmulator) delete childEnv.SQUARE_ACCESS_TOKEN; // the worker then talks to the local emulator
      // Each process writes its own output where it goes (its log file, or this process's stdout and stderr), never
      // through this process: relaying every log line cost the launcher ~80-140 µs of CPU per proxied request, more
      // through the gateway (two lines) than direct (one), on the cores the stack serves from. Every
      // process's JSON lines name it (`service`).
      const logFile = logDir ? fs.openSync(path.join(logDir, `${proc.name}.log`), 'w') : null;
      const child = spawn(process.execPath, [...nodeFlagsOf(proc.name), entry], {
        cwd: path.join(root, proc.dir),
        env: childEnv,
        stdio: logFile === null ? ['ignore', 'inherit', 'inherit'] : ['ignore', logFile, logFile],
      });
      if (logFile !== null) fs.closeSync(logFile);
      children.push({ name: proc.name, child });
      child.once('exit', (code, signal) => {
        if (!stopping) info(`${proc.name} exited (${signal ?? `code ${code}`})`);
      });
      const healthy = await waitForHealth(`http://127.0.0.1:${proc.port}/health/live`, child, 60000);
      if (!healthy)
        throw new Error(
          `${proc.name} did not become healthy on port ${proc.port}${logDir ? ` (see ${path.join(logDir, proc.name + '.log')})` : ''}`,
        );
      info(`${proc.name} is up on port ${proc.port} (pid ${child.pid})`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, stop };
}
