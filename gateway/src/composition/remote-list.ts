import { answerJson, type Step } from '../http/steps';
import type { LiveDeployment } from '../deployment/live-deployment';

/**
 * `GET /api/remotes`: where the shell finds each remote's manifest, live (ADR 0035: switched version, else
 * REMOTE_<NAME>_URL, else the latest build). `no-cache` with an ETag: every page load revalidates (a 304 when
 * nothing changed), so a switch or a rollback reaches the next load without a restart or a shell rebuild.
 */
export function remoteList(live: Pick<LiveDeployment, 'remoteList'>): Step {
  return async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    answerJson(request, reply, 200, await live.remoteList());
  };
}
