import { jsonLogLine, writeLogLine } from '@petcora/tracing';
import type { LogLevel } from '../config/gateway-config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

/**
 * One JSON object per line on stdout, in the shape every part writes (`@petcora/tracing`: time, level, service,
 * msg, traceId, spanId, requestId, fields): easy to grep locally and to ship to a log store. Written in batches
 * (`writeLogLine`), not one system call per request.
 */
export function createJsonLogger(level: LogLevel, write: (line: string) => void = writeLogLine): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (RANK[at] > RANK[level]) return;
    write(jsonLogLine('gateway', at, message, fields));
  };
  return {
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
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
