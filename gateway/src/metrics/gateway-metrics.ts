import { createServer, type Server } from 'node:http';
import {
  createMetricsRegistry,
  expressRouteOf,
  Gauge,
  httpMetrics,
  metricsRoute,
  type Registry,
  type RoutedRequest,
  UNMATCHED_ROUTE,
} from '@petcora/metrics';
import type { FastifyRequest } from 'fastify';
import { findRule } from '../proxy/route-table';
import type { UpstreamPool } from '../upstreams/upstream-pool';

/**
 * The route label of a gateway request: the gateway's own route (`/api/remotes`, `/api/search/all`…), else the
 * proxy rule that sent it on (`social: /api/posts/*`…), else `static` for bundles and pages. A finite set, whatever
 * paths clients send.
 */
export function gatewayRouteOf(req: RoutedRequest & { path?: string }): string {
  const own = expressRouteOf(req);
  if (own !== UNMATCHED_ROUTE) return own;
  const path = (req.path ?? req.url ?? '/').split('?')[0]!;
  const rule = findRule(path);
  if (rule) return `${rule.service}: ${rule.describe}`;
  if (req.method === 'GET' || req.method === 'HEAD') return 'static';
  return UNMATCHED_ROUTE;
}

/** Labels a request the gateway answers itself with its route (`/api/remotes`), as a routed request is labelled. */
export function markOwnRoute(request: FastifyRequest, route: string): void {
  (request.raw as RoutedRequest).route = { path: route };
}

/** Request metrics for the gateway's app (call `httpMetrics` on it) and the registry they go to. */
export function gatewayMetrics(): { registry: Registry; middleware: ReturnType<typeof httpMetrics> } {
  const registry = createMetricsRegistry('gateway');
  return { registry, middleware: httpMetrics(registry, { routeOf: gatewayRouteOf }) };
}

/** `/metrics` on a listener of its own: the public port never answers it (docs/operations.md). */
export function metricsServer(registry: Registry): Server {
  const answer = metricsRoute(registry);
  return createServer((req, res) =>
    answer(req, res, () => {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    }),
  );
}

/**
 * `gateway_upstream_copies{service,state}`: the copies of each service the gateway sends requests to (`ready`) and
 * all it knows (`total`), read at each scrape; `ready` below `total` for long means a copy keeps failing its checks.
 */
export function observeUpstreams(
  registry: Registry,
  pools: Record<string, Pick<UpstreamPool, 'addresses' | 'readyCount'>>,
): void {
  new Gauge({
    name: 'gateway_upstream_copies',
    help: 'Copies of each service behind the gateway: ready ones and all',
    labelNames: ['service', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [service, pool] of Object.entries(pools)) {
        this.set({ service, state: 'ready' }, pool.readyCount);
        this.set({ service, state: 'total' }, pool.addresses.length);
      }
    },
  });
}
