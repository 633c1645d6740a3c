import { whenAnswered } from '@petcora/tracing';
import type { Step } from '../http/steps';
import { traceOf } from '../request-id/request-id';
import type { Logger } from './logger';

/** One line per request, written when the response is finished (or the client went away). */
export function requestLogger(logger: Logger): Step {
  return (request, reply) => {
    const req = request.raw;
    const url = req.url;
    whenAnswered(reply.raw, (status, durationMs) => {
      const trace = traceOf(reply);
      logger.info(
        'request',
        {
          requestId: req.headers['x-request-id'],
          traceId: trace?.traceId,
          spanId: trace?.spanId,
          method: req.method,
          url,
          status,
          durationMs,
          upstream: reply.locals.upstream,
          ip: request.ip,
        },
        trace,
      );
    });
  };
}
