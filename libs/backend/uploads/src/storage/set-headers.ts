import type { ServerResponse } from 'node:http';

/** Sets each header on Node's answer (what Express's `res.set(object)` did for the storages). */
export function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
