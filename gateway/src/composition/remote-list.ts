import type { RequestHandler } from 'express';
import type { LiveDeployment } from '../deployment/live-deployment';

/**
 * `GET /api/remotes`: where the shell finds each remote's manifest, live (ADR 0035: switched version, else
 * REMOTE_<NAME>_URL, else the latest build). `no-cache` with an ETag: every page load revalidates (a 304 when
 * nothing changed), so a switch or a rollback reaches the next load without a restart or a shell rebuild.
 */
export function remoteList(live: Pick<LiveDeployment, 'remoteList'>): RequestHandler {
  return async (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(await live.remoteList());
  };
}
