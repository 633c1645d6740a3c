import { json, type Request, type RequestHandler, type Response } from 'express';
import { assertShallowBody } from './body-depth';

/** Every JSON body is capped at this (an anonymous client cannot make a service buffer megabytes). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Routes that parse their own, larger JSON body later, after the identity guard (see parseJsonBody). */
export type DeferredJsonBody = (req: Request) => boolean;

/**
 * The service-wide JSON parser with the small cap. Named `jsonParser` on purpose: Nest then skips registering its
 * own. A deferred route's body is left unread here for its handler's interceptor.
 */
export function smallJsonParser(deferred: DeferredJsonBody = () => false): RequestHandler {
  const parse = json({ limit: JSON_BODY_LIMIT_BYTES });
  return function jsonParser(req, res, next) {
    if (deferred(req)) return next();
    parse(req, res, (error?: unknown) => next(error ?? shallowBodyError(req)));
  };
}

/** Parses a JSON body with a route's own limit; a no-op for other content types (multipart stays for multer). */
export function parseJsonBody(req: Request, res: Response, limitBytes: number): Promise<void> {
  const parse = json({ limit: limitBytes });
  return new Promise((resolve, reject) =>
    parse(req, res, (error?: unknown) => {
      const refusal = error ?? shallowBodyError(req);
      return refusal ? reject(refusal) : resolve();
    }),
  );
}

/** A too-deeply nested JSON body as the error to pass on (parsing alone does not limit depth). */
export function shallowBodyError(req: { body?: unknown }): unknown {
  try {
    assertShallowBody(req.body);
    return undefined;
  } catch (error) {
    return error;
  }
}
