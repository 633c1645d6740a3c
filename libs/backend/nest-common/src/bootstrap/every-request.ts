import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** Connect-style middleware written against Node's own request and answer, so it runs on either platform. */
export type EveryRequestMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Where a Fastify instance keeps the middleware useOnEveryRequest gave it (see runEveryRequestMiddleware). */
const EVERY_REQUEST = Symbol.for('petcora.everyRequestMiddleware');

type WithEveryRequest = FastifyInstance & { [EVERY_REQUEST]?: EveryRequestMiddleware[] };

/**
 * Makes a Fastify instance run useOnEveryRequest's middleware, in the order given, from one `onRequest` hook added
 * now. Called by the services' Fastify adapter when it is created, i.e. before Nest registers @fastify/middie, so the
 * shared middleware (tracing, metrics, the drain check) still runs before anything mounted through middie (Bull Board
 * on the store), as it did when it was middie's first middleware itself.
 */
export function runEveryRequestMiddleware(instance: FastifyInstance): void {
  const list: EveryRequestMiddleware[] = [];
  Object.defineProperty(instance, EVERY_REQUEST, { value: list });
  instance.addHook('onRequest', (request, reply, done) => {
    if (list.length === 0) return done();
    const req = request.raw;
    const res = reply.raw;
    let index = 0;
    const next = (error?: unknown): void => {
      if (error !== undefined && error !== null) return done(error as Error);
      const middleware = list[index++];
      if (middleware) middleware(req, res, next);
      else done();
    };
    next();
  });
}

/**
 * Runs `middleware` on every request, in the order of the calls, from an `onRequest` hook (runEveryRequestMiddleware's,
 * or one of its own for an adapter that did not set that up), on the raw request and answer. Not through `app.use`,
 * i.e. @fastify/middie: middie reads the request's
 * hostname, protocol, ip, ips and query and normalises its path for every request once it has any middleware (issue
 * 12: ~60 µs of the feed page for the tracing, metrics and drain middleware). A middleware that answers without
 * calling `next` ends the request there, as in middie; `next(error)` goes to the app's error handling.
 */
export function useOnEveryRequest(app: INestApplication, middleware: EveryRequestMiddleware): void {
  const instance = app.getHttpAdapter().getInstance() as WithEveryRequest;
  const list = instance[EVERY_REQUEST];
  if (list) {
    list.push(middleware);
    return;
  }
  // A block, not an expression: Fastify would take a returned promise for an async hook and go on twice.
  instance.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}
