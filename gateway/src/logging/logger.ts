import { jsonLogLine, writeLogLine, type TraceContext } from '@petcora/tracing';
import type { LogLevel } from '../config/gateway-config';

export type LogFields = Record<string, unknown>;

/**
 * `trace`: the request the line belongs to (`traceOf(res)`), written first (traceId, spanId, requestId); none for the
 * lines of the gateway itself (start, shutdown, Redis connections). The gateway never keeps a trace in
 * AsyncLocalStorage, so a line written inside a request names its trace here or carries none.
 */
export interface Logger {
  info(message: string, fields?: LogFields, trace?: TraceContext): void;
  warn(message: string, fields?: LogFields, trace?: TraceContext): void;
  error(message: string, fields?: LogFields, trace?: TraceContext): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

/**
 * One JSON object per line on stdout, in the shape every part writes (`@petcora/tracing`: time, level, service,
 * msg, traceId, spanId, requestId, fields; the trace only as passed, never read from AsyncLocalStorage): easy to
 * grep locally and to ship to a log store. Written in batches (`writeLogLine`), not one system call per request.
 */
export function createJsonLogger(level: LogLevel, write: (line: string) => void = writeLogLine): Logger {
  const emit = (
    at: Exclude<LogLevel, 'silent'>,
    message: string,
    fields?: LogFields,
    trace?: TraceContext,
  ) => {
    if (RANK[at] > RANK[level]) return;
    write(jsonLogLine('gateway', at, message, fields, trace ?? null));
  };
  return {
    info: (message, fields, trace) => emit('info', message, fields, trace),
    warn: (message, fields, trace) => emit('warn', message, fields, trace),
    error: (message, fields, trace) => emit('error', message, fields, trace),
  };
}

export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code =
      (err as NodeJS.ErrnoException).code ?? (err.cause as NodeJS.ErrnoException | undefined)?.code;
    return code ? `${err.name}: ${err.message} (${code})` : `${err.name}: ${err.message}`;
  }
  return String(err);
}
