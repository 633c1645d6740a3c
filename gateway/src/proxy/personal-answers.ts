import type { ServerResponse } from 'node:http';
import type { Step } from '../http/steps';
import { pathOf } from '../http/steps';
import { isPersonalPath } from './route-table';

export const PERSONAL_CACHE_CONTROL = 'no-store';

/**
 * `Cache-Control: no-store` on every answer at a personal path (route-table.ts: `personal` rules and the composed
 * admin stats), whoever writes it: a service copy (whose own header would otherwise win, hop-by-hop.ts), the
 * gateway's composition, or its own 4xx/503. Set just before the head is written, so nothing later can loosen it.
 */
export function noStoreForPersonalAnswers(): Step {
  return (request, reply) => {
    if (isPersonalPath(pathOf(request, reply))) forceNoStore(reply.raw);
  };
}

function forceNoStore(res: ServerResponse): void {
  const writeHead = res.writeHead;
  // Node writes an implicit head (res.end, a piped body) through writeHead too.
  res.writeHead = function writeHeadWithNoStore(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (headers)
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === 'cache-control') delete (headers as Record<string, unknown>)[name];
    this.setHeader('cache-control', PERSONAL_CACHE_CONTROL);
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
