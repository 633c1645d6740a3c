import { Router } from 'express';
import type { ServiceName } from '../config/gateway-config';
import { SERVICE_NAMES } from '../config/gateway-config';
import type { UpstreamPool } from '../upstreams/upstream-pool';

export const READINESS_PROBE_TIMEOUT_MS = 1_000;

type UpstreamState = 'up' | 'down';

async function probe(baseUrl: string, timeoutMs: number): Promise<UpstreamState> {
  try {
    const response = await fetch(`${baseUrl}/health/live`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

/** `/health/live`: the process answers. `/health/ready`: and every service it routes to answers too. */
export function healthRoutes(
  pools: Record<ServiceName, Pick<UpstreamPool, 'addresses'>>,
  probeTimeoutMs = READINESS_PROBE_TIMEOUT_MS,
): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/health/ready', async (_req, res) => {
    // A service with several copies is up while any copy answers (the proxy sends requests to those).
    const states = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const answers = await Promise.all(
          pools[name].addresses.map((address) => probe(address, probeTimeoutMs)),
        );
        return answers.includes('up') ? 'up' : 'down';
      }),
    );
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, states[i]])) as Record<
      ServiceName,
      UpstreamState
    >;
    const down = SERVICE_NAMES.filter((name) => upstreams[name] === 'down');
    res.setHeader('cache-control', 'no-store');
    if (down.length > 0) {
      const names = down.map((n) => `the ${n} service`).join(', ');
      res
        .status(503)
        .json({ message: `Not ready: ${names} ${down.length > 1 ? 'are' : 'is'} down`, upstreams });
      return;
    }
    res.json({ status: 'ok', upstreams });
  });
  return router;
}
