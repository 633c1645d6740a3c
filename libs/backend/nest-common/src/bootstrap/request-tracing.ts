import type { ServerResponse } from 'node:http';
import {
  createParamDecorator,
  type ExecutionContext,
  type INestApplication,
  type LoggerService,
} from '@nestjs/common';
import { expressRouteOf, type RoutedRequest } from '@petcora/metrics';
import {
  continueTrace,
  jsonLogLine,
  type LogLevelName,
  REQUEST_ID_HEADER,
  requestTraceOf,
  setRequestTrace,
  TRACEPARENT_HEADER,
  type TraceContext,
  whenAnswered,
  withTraceSync,
  writeLogLine,
} from '@petcora/tracing';
import { useOnEveryRequest } from './every-request';

type Write = (line: string) => void;
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives each request the trace the gateway started (its `traceparent` and `x-request-id`; a new trace for a direct
 * call or a malformed header), kept on the request (`requestTraceOf(req)`, `@CurrentTrace()`), and writes one JSON
 * line per request when it ends: method, route pattern, path without the query (queries can hold what members typed),
 * status, duration, with that trace. Not in an AsyncLocalStorage: on Node 20 that costs every promise of
 * the process a hook, 6-10 % of social's CPU per feed page (ADR 0054); a line written for a request passes its
 * trace (the exception filter does; `withRequestTrace` for a handler's own lines).
 */
export function traceRequests(service: string, write: Write = writeLogLine) {
  return (req: RoutedRequest & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    const incomingId = req.headers[REQUEST_ID_HEADER];
    const requestId =
      typeof incomingId === 'string' && SAFE_REQUEST_ID.test(incomingId) ? incomingId : undefined;
    const trace = continueTrace(req.headers[TRACEPARENT_HEADER], requestId);
    setRequestTrace(req, trace);
    whenAnswered(res, (status, durationMs) =>
      write(
        jsonLogLine(
          service,
          'info',
          'request',
          {
            method: req.method,
            route: expressRouteOf(req),
            // Express keeps the path a router stripped in originalUrl; Fastify leaves the raw request's url alone.
            path: pathOf(req.originalUrl ?? req.url ?? ''),
            status,
            durationMs,
          },
          trace,
        ),
      ),
    );
    next();
  };
}

/**
 * Runs `log` (synchronous: a Nest Logger call) with the trace of `request` (Node's, Express's or Fastify's, as `@Req()`
 * gives it), so the line it writes joins the request's other lines.
 */
export function withRequestTrace<T>(request: object, log: () => T): T {
  return withTraceSync(requestTraceOf(request), log);
}

/** The trace of the request being handled (set by traceRequests), or undefined: e.g. to hand on to a queued job. */
export const CurrentTrace = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): TraceContext | undefined =>
    requestTraceOf(ctx.switchToHttp().getRequest<object>()),
);

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
