import type { ServerResponse } from 'node:http';

/**
 * Calls `done` once when the answer to a request is finished, or when the client went away first (status 499, as
 * nginx logs it), with the time since this call: the moment a request's log line is written.
 */
export function whenAnswered(res: ServerResponse, done: (status: number, durationMs: number) => void): void {
  const started = process.hrtime.bigint();
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    done(res.writableFinished ? res.statusCode : 499, Math.round(durationMs * 10) / 10);
  };
  res.on('finish', finish);
  res.on('close', finish);
}
