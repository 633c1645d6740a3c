import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram, type Registry } from 'prom-client';

/** What an Express request looks like once routed (Nest on Express sets the same fields). */
export interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
}

/** Seconds; fine at the bottom (a feed page takes a few milliseconds) and up to the gateway's upstream timeout. */
export const HTTP_DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Label for requests no route matched (404s, scans): one series, whatever paths attackers try. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route pattern Express matched (`/api/posts/:id`), never the raw path: the label set stays bounded. */
export function expressRouteOf(req: RoutedRequest): string {
  const pattern = req.route?.path;
  return typeof pattern === 'string' ? `${req.baseUrl ?? ''}${pattern}` : UNMATCHED_ROUTE;
}

export interface HttpMetricsOptions {
  /** The route label of a finished request; defaults to the Express route pattern. */
  routeOf?: (req: RoutedRequest) => string;
}

/**
 * Express/Connect middleware recording `http_server_request_duration_seconds{method,route,status_code}`: its
 * `_count` is the request rate, its buckets the latency, `status_code=~"5.."` the errors. A client that goes away
 * before the answer is complete is counted with status `aborted`.
 */
export function httpMetrics(registry: Registry, options: HttpMetricsOptions = {}) {
  const routeOf = options.routeOf ?? expressRouteOf;
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  return (req: RoutedRequest, res: ServerResponse, next: () => void): void => {
    const stop = duration.startTimer();
    let recorded = false;
    const record = (): void => {
      if (recorded) return;
      recorded = true;
      stop({
        method: req.method ?? 'GET',
        route: routeOf(req),
        status_code: res.writableFinished ? String(res.statusCode) : 'aborted',
      });
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
