import { currentTrace, type TraceContext } from './trace-context';

export type LogLevelName = 'error' | 'warn' | 'info' | 'debug';

/**
 * One log line as JSON: time, level, the part that wrote it, the message, the trace (trace id, span id, request id)
 * and any fields. The same shape in the gateway, the services and the worker, so a log store can join a request's
 * lines across them by `traceId` (or `requestId`).
 *
 * The trace is the current one (AsyncLocalStorage, `runInTrace`) unless the caller passes one: `null` for none, a
 * context for exactly that one. The gateway passes its request's trace explicitly and never enters the storage
 * (on Node 20 a storage once entered runs a promise hook for every promise of the process).
 */
export function jsonLogLine(
  service: string,
  level: LogLevelName,
  message: string,
  fields: Record<string, unknown> = {},
  trace: TraceContext | null | undefined = currentTrace(),
): string {
  return `${JSON.stringify({
    time: new Date().toISOString(),
    level,
    service,
    msg: message,
    ...(trace ? { traceId: trace.traceId, spanId: trace.spanId, requestId: trace.requestId } : {}),
    ...fields,
  })}\n`;
}
