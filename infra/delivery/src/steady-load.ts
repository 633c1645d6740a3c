/** One request of the load: a path (or a function giving it, read at each request) and what a page would ask. */
export interface LoadTarget {
  name: string;
  path: string | (() => string);
  accept?: string;
}

export interface LoadResult {
  name: string;
  path: string;
  status: number | 'network error';
  at: number;
}

/**
 * `workers` loops, each going round the targets for as long as it runs, as a steady trickle of visitors would. A
 * request fails on a network error, a 5xx, or a status other than the one its target answered before the switch.
 */
export function steadyLoad(baseUrl: string, targets: LoadTarget[], workers = 4) {
  const results: LoadResult[] = [];
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const target = targets[i % targets.length]!;
      const path = typeof target.path === 'function' ? target.path() : target.path;
      const at = Date.now();
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          headers: { accept: target.accept ?? '*/*' },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        results.push({ name: target.name, path, status: res.status, at });
      } catch {
        results.push({ name: target.name, path, status: 'network error', at });
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, w) => loop(w));
  return {
    results,
    async stop(): Promise<LoadResult[]> {
      running = false;
      await Promise.all(loops);
      return results;
    },
  };
}
