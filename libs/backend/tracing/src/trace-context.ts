import { AsyncLocalStorage } from 'node:async_hooks';
import { randomHex } from './random-hex';

/** The W3C Trace Context header (https://www.w3.org/TR/trace-context/): `00-<trace id>-<parent id>-<flags>`. */
export const TRACEPARENT_HEADER = 'traceparent';
export const REQUEST_ID_HEADER = 'x-request-id';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO = /^0+$/;

/** Who is doing the work now: the trace it belongs to, this part's own span, and the gateway's request id. */
export interface TraceContext {
  traceId: string;
  spanId: string;
  sampled: boolean;
  requestId?: string;
}

/** A valid incoming `traceparent` (version 00, non-zero ids), or null. */
export function parseTraceparent(
  value: string | string[] | undefined | null,
): { traceId: string; parentId: string; sampled: boolean } | null {
  if (typeof value !== 'string') return null;
  const match = TRACEPARENT.exec(value.trim());
  if (!match || ALL_ZERO.test(match[1]!) || ALL_ZERO.test(match[2]!)) return null;
  return { traceId: match[1]!, parentId: match[2]!, sampled: (parseInt(match[3]!, 16) & 1) === 1 };
}

/**
 * The context of a new piece of work: in the caller's trace when `traceparent` is valid (a new span of it), else
 * the start of a new trace. A client cannot break the logs with a malformed header: it just starts a new trace.
 */
export function continueTrace(traceparent?: string | string[] | null, requestId?: string): TraceContext {
  const parent = parseTraceparent(traceparent);
  return {
    traceId: parent?.traceId ?? randomHex(16),
    spanId: randomHex(8),
    sampled: parent?.sampled ?? true,
    ...(requestId ? { requestId } : {}),
  };
}

/** The header to send downstream: this context's trace, with this part's span as the parent. */
export function traceparentOf(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}

const storage = new AsyncLocalStorage<TraceContext>();

/**
 * Runs `work` (and everything it awaits or schedules) inside `context`. For long jobs (the catalogue worker), not for
 * HTTP requests: on Node 20 a storage once entered runs promise hooks on every promise of the process, 6-10 % of
 * social's CPU per feed page (ADR 0054). A request's trace rides on the request instead (request-trace.ts).
 */
export function runInTrace<T>(context: TraceContext, work: () => T): T {
  return storage.run(context, work);
}

/** The trace of synchronous work running under withTraceSync, if any. */
let synchronousTrace: TraceContext | undefined;

/**
 * Runs synchronous `work` with `context` as the current trace, without AsyncLocalStorage: what it logs carries the
 * trace; what it schedules or awaits does not. For a line written on behalf of a request whose trace is at hand.
 */
export function withTraceSync<T>(context: TraceContext | undefined, work: () => T): T {
  const previous = synchronousTrace;
  synchronousTrace = context;
  try {
    return work();
  } finally {
    synchronousTrace = previous;
  }
}

/** The trace of the work running now: withTraceSync's, else runInTrace's, else none. */
export function currentTrace(): TraceContext | undefined {
  return synchronousTrace ?? storage.getStore();
}
