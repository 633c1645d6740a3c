import { assertShallowBody } from './body-depth';

/** Every JSON body is capped at this (an anonymous client cannot make a service buffer megabytes). */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** A too-deeply nested JSON body as the error to pass on (parsing alone does not limit depth). */
export function shallowBodyError(req: { body?: unknown }): unknown {
  try {
    assertShallowBody(req.body);
    return undefined;
  } catch (error) {
    return error;
  }
}
