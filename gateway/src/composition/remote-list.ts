import type { RequestHandler } from 'express';
import type { RemoteList } from '@petcora/contracts';
import type { RemoteName } from '../config/gateway-config';

/**
 * `GET /api/remotes`: where the shell finds each remote's manifest. Read at run time and never cached, so a team
 * redeploys its remote (or moves it to a CDN) by changing the gateway's configuration only.
 */
export function remoteList(remotes: Record<RemoteName, string>): RequestHandler {
  const body: RemoteList = { ...remotes };
  return (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(body);
  };
}
