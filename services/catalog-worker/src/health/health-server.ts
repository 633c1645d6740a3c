import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Registry, sendMetrics } from '@petcora/metrics';

/** Readiness probes by name; a probe is down when it throws, rejects or takes longer than the timeout. */
export type ReadinessProbes = Record<string, () => unknown>;

const PROBE_TIMEOUT_MS = 2000;

/**
 * The worker serves no API, only `/health/live` and `/health/ready` for orchestrators and `/metrics` for
 * Prometheus, on a bare node:http server (no second Nest HTTP app just for three routes).
 */
export function createHealthServer(probes: ReadinessProbes, metrics?: Registry): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const known = path === '/health/live' || path === '/health/ready' || (metrics && path === '/metrics');
    if (!known) return send(res, 404, { message: 'Not found' });
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, { message: 'Method not allowed' });
    if (metrics && path === '/metrics')
      return void sendMetrics(metrics, res).catch(() => send(res, 500, { message: 'Metrics failed' }));
    if (path === '/health/live') return send(res, 200, { status: 'ok' });
    void readiness(probes).then(({ ready, checks }) =>
      send(res, ready ? 200 : 503, ready ? { status: 'ok', checks } : { message: 'Not ready', checks }),
    );
  });
}

/** Loopback unless told otherwise (HOST=0.0.0.0 in containers): probes come from the same host or the orchestrator. */
export async function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

async function readiness(
  probes: ReadinessProbes,
): Promise<{ ready: boolean; checks: Record<string, 'up' | 'down'> }> {
  const results = await Promise.all(
    Object.entries(probes).map(async ([name, probe]) => {
      try {
        await withTimeout(Promise.resolve().then(probe), PROBE_TIMEOUT_MS);
        return [name, 'up'] as const;
      } catch {
        return [name, 'down'] as const;
      }
    }),
  );
  return { ready: results.every(([, state]) => state === 'up'), checks: Object.fromEntries(results) };
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
