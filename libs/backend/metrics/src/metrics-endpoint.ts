import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/** The answer to a Prometheus scrape; not cached. Mount it where only the cluster reaches (see docs/operations.md). */
export async function sendMetrics(registry: Registry, res: ServerResponse): Promise<void> {
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/** `GET /metrics` as Express/Connect middleware; every other request passes on. */
export function metricsRoute(registry: Registry, path = '/metrics') {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if ((req.method === 'GET' || req.method === 'HEAD') && (req.url ?? '').split('?')[0] === path) {
      void sendMetrics(registry, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    next();
  };
}
