import type { ServerResponse } from 'node:http';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { expressRouteOf, type RoutedRequest } from '@petcora/metrics';
import {
  continueTrace,
  jsonLogLine,
  type LogLevelName,
  REQUEST_ID_HEADER,
  runInTrace,
  TRACEPARENT_HEADER,
  whenAnswered,
  writeLogLine,
} from '@petcora/tracing';
import { useOnEveryRequest } from './every-request';

type Write = (line: string) => void;
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Runs each request inside the trace the gateway started (its `traceparent` and `x-request-id`; a new trace for a
 * direct call or a malformed header) and writes one JSON line per request when it ends: method, route pattern,
 * path without the query (queries can hold what members typed), status, duration. Every log line written while the
 * request runs carries the same trace (issue 14).
 */
export function traceRequests(service: string, write: Write = writeLogLine) {
  return (req: RoutedRequest & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    const incomingId = req.headers[REQUEST_ID_HEADER];
    const requestId =
      typeof incomingId === 'string' && SAFE_REQUEST_ID.test(incomingId) ? incomingId : undefined;
    const trace = continueTrace(req.headers[TRACEPARENT_HEADER], requestId);
    whenAnswered(res, (status, durationMs) =>
      runInTrace(trace, () =>
        write(
          jsonLogLine(service, 'info', 'request', {
            method: req.method,
            route: expressRouteOf(req),
            // Express keeps the path a router stripped in originalUrl; Fastify leaves the raw request's url alone.
            path: pathOf(req.originalUrl ?? req.url ?? ''),
            status,
            durationMs,
          }),
        ),
      ),
    );
    runInTrace(trace, next);
  };
}

/**
 * Traces every request of `app` (traceRequests) as the first thing it does, on either platform: on Fastify as a hook,
 * not through middie (see useOnEveryRequest). Call before the app's other request middleware.
 */
export function traceRequestsOf(app: INestApplication, service: string, write: Write = writeLogLine): void {
  useOnEveryRequest(app, traceRequests(service, write));
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const LEVELS: Record<'log' | 'error' | 'warn' | 'debug' | 'verbose', LogLevelName> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'debug',
};

/** Nest's logger writing the same JSON lines (with the current trace) instead of coloured text. */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly write: Write = writeLogLine,
  ) {}

  private emit(level: keyof typeof LEVELS, message: unknown, params: unknown[]): void {
    const context = typeof params[params.length - 1] === 'string' ? params[params.length - 1] : undefined;
    const stack =
      level === 'error' && typeof params[0] === 'string' && params.length > 1 ? params[0] : undefined;
    this.write(
      jsonLogLine(this.service, LEVELS[level], message instanceof Error ? message.message : String(message), {
        ...(context ? { context } : {}),
        ...(stack ? { stack } : {}),
      }),
    );
  }

  log(message: unknown, ...params: unknown[]): void {
    this.emit('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.emit('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.emit('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.emit('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.emit('verbose', message, params);
  }
}
