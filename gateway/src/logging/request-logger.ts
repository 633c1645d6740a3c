import type { RequestHandler } from 'express';
import type { Logger } from './logger';

/** One line per request, written when the response is finished (or the client went away). */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const trace = res.locals.trace as { traceId?: string; spanId?: string } | undefined;
      logger.info('request', {
        requestId: req.headers['x-request-id'],
        traceId: trace?.traceId,
        spanId: trace?.spanId,
        method: req.method,
        url: req.originalUrl,
        status: res.writableFinished ? res.statusCode : 499,
        durationMs: Math.round(durationMs * 10) / 10,
        upstream: res.locals.upstream,
        ip: req.ip,
      });
    };
    res.on('finish', log);
    res.on('close', log);
    next();
  };
}
