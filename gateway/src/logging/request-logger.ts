import type { RequestHandler } from 'express';
import { whenAnswered } from '@petcora/tracing';
import { traceOf } from '../request-id/request-id';
import type { Logger } from './logger';

/** One line per request, written when the response is finished (or the client went away). */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    whenAnswered(res, (status, durationMs) => {
      const trace = traceOf(res);
      logger.info(
        'request',
        {
          requestId: req.headers['x-request-id'],
          traceId: trace?.traceId,
          spanId: trace?.spanId,
          method: req.method,
          url: req.originalUrl,
          status,
          durationMs,
          upstream: res.locals.upstream,
          ip: req.ip,
        },
        trace,
      );
    });
    next();
  };
}
