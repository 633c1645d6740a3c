import type { Answer, MemberSession } from './member-session';

export interface Sample extends Answer {
  path: string;
  /** performance.now() when the request was sent. */
  sentAt: number;
}

/**
 * Keeps `concurrency` requests per path in flight until stopped, recording every answer: the load under which a
 * fault happens, and the record of what clients saw during it.
 */
export function steadyLoad(session: MemberSession, paths: string[], concurrency = 2) {
  const samples: Sample[] = [];
  let running = true;
  const loop = async (path: string) => {
    while (running) {
      const sentAt = performance.now();
      samples.push({ path, sentAt, ...(await session.get(path)) });
    }
  };
  const loops = paths.flatMap((path) => Array.from({ length: concurrency }, () => loop(path)));
  return {
    samples,
    /** Answers to `path` sent after `since` (performance.now()). */
    since: (path: string, since: number) => samples.filter((s) => s.path === path && s.sentAt >= since),
    async stop(): Promise<Sample[]> {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}
