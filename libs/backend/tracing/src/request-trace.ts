import type { TraceContext } from './trace-context';

/** Where a service keeps a request's trace: on Node's request object (ADR 0054). */
const REQUEST_TRACE = Symbol.for('petcora.requestTrace');

type WithTrace = { [REQUEST_TRACE]?: TraceContext };

/** Node's request under a framework's wrapper: Fastify's request keeps it in `raw`; Express's is Node's own. */
function nodeRequestOf(request: object): WithTrace {
  return ((request as { raw?: object }).raw ?? request) as WithTrace;
}

/** Puts the trace a request runs in on the request, where requestTraceOf finds it. */
export function setRequestTrace(request: object, trace: TraceContext): void {
  nodeRequestOf(request)[REQUEST_TRACE] = trace;
}

/** The trace set on this request (Node's, Express's or Fastify's request object), or undefined. */
export function requestTraceOf(request: object | null | undefined): TraceContext | undefined {
  return request ? nodeRequestOf(request)[REQUEST_TRACE] : undefined;
}
