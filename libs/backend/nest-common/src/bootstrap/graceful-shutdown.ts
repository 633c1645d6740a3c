import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { isDevelopmentLike } from '@petcora/identity';
import { batchedStdout } from '@petcora/tracing';
import { useOnEveryRequest } from './every-request';

/** Drain period when SHUTDOWN_DRAIN_MS is unset: longer than the gateway's readiness check interval (2 s). */
export const DEFAULT_SHUTDOWN_DRAIN_MS_IN_PRODUCTION = 5_000;
export const MAX_SHUTDOWN_DRAIN_MS = 60_000;

/** SHUTDOWN_DRAIN_MS, else none under NODE_ENV=development or test (a local Ctrl-C stops at once) and 5 s otherwise. */
export function shutdownDrainMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_DRAIN_MS?.trim();
  const value = raw ? Number(raw) : NaN;
  if (Number.isInteger(value) && value >= 0 && value <= MAX_SHUTDOWN_DRAIN_MS) return value;
  return isDevelopmentLike(env) ? 0 : DEFAULT_SHUTDOWN_DRAIN_MS_IN_PRODUCTION;
}

interface Drain {
  drainMs: number;
  draining: boolean;
  closed: Promise<void> | null;
}

const drains = new WeakMap<INestApplication, Drain>();

export const SHUTTING_DOWN_MESSAGE = 'Shutting down';

/**
 * A rolling replacement that loses no request: on SIGTERM (or SIGINT) the service first answers 503 on
 * `/health/ready`, so the gateway and Kubernetes stop sending it requests, keeps serving what still comes for
 * `drainMs` (answers then close their connection, so no keep-alive connection outlives the copy), and only then
 * closes (Nest's shutdown hooks, then the listener, which waits for requests in flight). Call before `init()`.
 */
export function enableGracefulShutdown(app: INestApplication, drainMs = shutdownDrainMs()): void {
  const drain: Drain = { drainMs, draining: false, closed: null };
  drains.set(app, drain);
  // Plain Node request and answer: the same middleware runs on Express and, as a hook, on Fastify.
  useOnEveryRequest(app, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!drain.draining) return next();
    res.setHeader('connection', 'close');
    if ((req.url ?? '').split('?')[0] === '/health/ready') {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: SHUTTING_DOWN_MESSAGE }));
      return;
    }
    next();
  });

  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
  const stopListening = () => signals.forEach((signal) => process.off(signal, onSignal));
  function onSignal(signal: NodeJS.Signals): void {
    stopListening();
    // Once closed, the signal again with no listener: the process ends the default way (exit status of the signal),
    // which runs no `exit` handler, so the queued log lines are written first.
    void shutDownGracefully(app).finally(() => {
      batchedStdout().flush();
      process.kill(process.pid, signal);
    });
  }
  signals.forEach((signal) => process.on(signal, onSignal));
  // An app closed some other way (tests) leaves no listener behind.
  (app.getHttpServer() as Server).once('close', stopListening);
}

/** Drains, then closes the app (what SIGTERM does); tests call it directly. Resolves once closed. */
export function shutDownGracefully(app: INestApplication): Promise<void> {
  const drain = drains.get(app);
  if (!drain) return app.close();
  drain.closed ??= (async () => {
    drain.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drain.drainMs));
    await app.close();
  })();
  return drain.closed;
}
