import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER } from '@petcora/contracts';

/** What a request needs to be asked for its client (an Express or a Fastify request, or Node's own). */
export interface RequestWithClient {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
}

/**
 * The client's address as the gateway decided it: the gateway resolves it once from its own TRUST_PROXY setting and
 * sends it in CLIENT_ADDRESS_HEADER, overwriting any client-sent copy. Services never read X-Forwarded-For (nor
 * `req.ip`, which would read it under `trust proxy`): how many proxies stand in front is the gateway's business alone.
 * A request that did not come through the gateway (a probe, a direct call inside the cluster, a test) has no such
 * header and counts as the address it came from; a value that is no IP address is never used as a key.
 */
export function clientAddressOf(req: RequestWithClient): string {
  const header = req.headers[CLIENT_ADDRESS_HEADER];
  const value = typeof header === 'string' ? header.trim() : '';
  if (isIP(value) !== 0) return value;
  return req.socket?.remoteAddress ?? 'unknown';
}
