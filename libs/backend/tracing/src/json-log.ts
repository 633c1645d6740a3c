import { currentTrace } from './trace-context';

export type LogLevelName = 'error' | 'warn' | 'info' | 'debug';

/**
 * One log line as JSON: time, level, the part that wrote it, the message, the current trace (trace id, span id,
 * request id) and any fields. The same shape in the gateway, the services and the worker, so a log store can join a
 * request's lines across them by `traceId` (or `requestId`).
 */
export function jsonLogLine(
  service: string,
  level: LogLevelName,
  message: string,
  fields: Record<string, unknown> = {},
): string {
  const trace = currentTrace();
  return `${JSON.stringify({
    time: new Date().toISOString(),
    level,
    service,
    msg: message,
    ...(trace ? { traceId: trace.traceId, spanId: trace.spanId, requestId: trace.requestId } : {}),
    ...fields,
  })}\n`;
}
