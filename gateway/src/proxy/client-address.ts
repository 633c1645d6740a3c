import type { Request } from 'express';

/**
 * The client's address as the gateway decides it, the one rule every part uses: Express's `req.ip` under the
 * gateway's own `trust proxy` (TRUST_PROXY, the number of proxies in front of it or their addresses), so exactly the
 * entries of X-Forwarded-For those proxies appended are believed and a client's own are not. The gateway's rate
 * limits key on it, and the proxy sends it to every service in CLIENT_ADDRESS_HEADER, overwriting a client's copy.
 */
export function resolvedClientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}
