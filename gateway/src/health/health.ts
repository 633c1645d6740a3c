import type { ServiceName } from '../config/gateway-config';
import { SERVICE_NAMES } from '../config/gateway-config';
import { answerJson, isGet, pathOf, type Step } from '../http/steps';
import type { UpstreamPool } from '../upstreams/upstream-pool';

export const READINESS_PROBE_TIMEOUT_MS = 1_000;
/** How long one combined readiness answer is reused: probes from outside cannot make it fan out to every service. */
export const READINESS_CACHE_MS = 1_000;

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

type UpstreamStates = Record<ServiceName, UpstreamState>;

/**
 * `check`, shared: callers while one runs wait for that one, and its answer is reused for `ttlMs` after it
 * completes; only then does a call start a new one.
 */
export function sharedFor<T>(
  ttlMs: number,
  check: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let latest: { value: T; until: number } | null = null;
  return () => {
    if (latest && now() < latest.until) return Promise.resolve(latest.value);
    inFlight ??= check()
      .then((value) => {
        latest = { value, until: now() + ttlMs };
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export interface HealthOptions {
  probeTimeoutMs?: number;
  /** How long a combined readiness answer is reused (READINESS_CACHE_MS). */
  readinessCacheMs?: number;
  now?: () => number;
}

/**
 * `/health/live`: the process answers. `/health/ready`: and every service it routes to answers too; that combined
 * answer is checked at most once per `readinessCacheMs`, however many callers ask.
 */
export function healthRoutes(
  pools: Record<ServiceName, Pick<UpstreamPool, 'addresses'>>,
  options: HealthOptions = {},
): Step {
  const probeTimeoutMs = options.probeTimeoutMs ?? READINESS_PROBE_TIMEOUT_MS;
  const readiness = sharedFor(
    options.readinessCacheMs ?? READINESS_CACHE_MS,
    async (): Promise<UpstreamStates> => {
      // A service with several copies is up while any copy answers (the proxy sends requests to those).
      const states = await Promise.all(
        SERVICE_NAMES.map(async (name) => {
          const answers = await Promise.all(
            pools[name].addresses.map((address) => probe(address, probeTimeoutMs)),
          );
          return answers.includes('up') ? 'up' : 'down';
        }),
      );
      return Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, states[i]])) as UpstreamStates;
    },
    options.now,
  );
  return (request, reply) => {
    const path = pathOf(request, reply);
    if (isGet(request, path, '/health/live')) {
      reply.header('cache-control', 'no-store');
      answerJson(request, reply, 200, { status: 'ok' });
      return;
    }
    if (!isGet(request, path, '/health/ready')) return;
    return readiness().then((upstreams) => {
      const down = SERVICE_NAMES.filter((name) => upstreams[name] === 'down');
      reply.header('cache-control', 'no-store');
      if (down.length > 0) {
        const names = down.map((n) => `the ${n} service`).join(', ');
        answerJson(request, reply, 503, {
          message: `Not ready: ${names} ${down.length > 1 ? 'are' : 'is'} down`,
          upstreams,
        });
        return;
      }
      answerJson(request, reply, 200, { status: 'ok', upstreams });
    });
  };
}
