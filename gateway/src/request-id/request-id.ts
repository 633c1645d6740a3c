import { randomUUID } from 'node:crypto';
import { continueTrace, TRACEPARENT_HEADER, traceparentOf, type TraceContext } from '@petcora/tracing';
import type { RequestLocals, Step } from '../http/steps';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id that travels to the upstream and back to the client, and a W3C trace context
 * (`traceparent`: the caller's trace if a front proxy sent a valid one, else a new trace, with the gateway's own
 * span as the upstream's parent), so the log lines of the gateway, the services and the worker can be joined.
 * A well-formed id from a front proxy is kept; anything else is replaced (ids end up in logs).
 *
 * The trace travels on the response (`traceOf(res)`), and each log line written for the request is given it
 * explicitly: the gateway never enters AsyncLocalStorage. On Node 20 one request run in a storage context
 * makes Node run an async hook for every later async resource and promise of the process (~28 per proxied request;
 * at most a few per cent of the gateway's CPU per proxied request: docs/performance.md).
 */
export function requestId(): Step {
  return (request, reply) => {
    const req = request.raw;
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    reply.raw.setHeader(REQUEST_ID_HEADER, id);
    const trace = continueTrace(req.headers[TRACEPARENT_HEADER], id);
    req.headers[TRACEPARENT_HEADER] = traceparentOf(trace);
    reply.locals.trace = trace;
  };
}

/** The trace of the request this response answers (set by `requestId`), for its log lines. */
export function traceOf(reply: { locals?: RequestLocals }): TraceContext | undefined {
  return reply.locals?.trace;
}
