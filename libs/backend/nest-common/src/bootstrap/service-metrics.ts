import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createMetricsRegistry,
  httpMetrics,
  metricsRoute,
  observeConnectionPools,
  type PoolCounts,
  type Registry,
} from '@petcora/metrics';
import { useOnEveryRequest } from './every-request';

/**
 * Prometheus metrics of a service (docs/operations.md): `GET /metrics` on the service's own port (only the
 * cluster reaches it; the gateway routes no `/metrics`), request duration by method, route pattern and status, its
 * Postgres pool, and Node's own metrics. Call before `init()`/`listen()`; the scrape itself is not counted.
 */
export function serveMetrics(app: INestApplication, service: string): Registry {
  const registry = createMetricsRegistry(service);
  // On Fastify as hooks, not through middie (useOnEveryRequest).
  useOnEveryRequest(app, metricsRoute(registry));
  useOnEveryRequest(app, httpMetrics(registry));
  observeConnectionPools(registry, {
    [service]: () => {
      try {
        // TypeORM's postgres driver keeps node-postgres's Pool as `master`.
        return (app.get(DataSource, { strict: false }).driver as unknown as { master?: PoolCounts }).master;
      } catch {
        return undefined; // no database (yet)
      }
    },
  });
  return registry;
}
