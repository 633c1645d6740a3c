import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The query parameter a retried entry script carries; the gateway's static files ignore query strings. */
export const RETRY_PARAM = 'retry';

/** How many loads of each remote failed in this page. */
const failedLoads = new Map<string, number>();

/** Called when loading a remote failed: its next entry script is asked for under a new URL. */
export function noteFailedRemoteLoad(remote: string): void {
  failedLoads.set(remote, (failedLoads.get(remote) ?? 0) + 1);
}

/** `url` with `retry=<attempt>` added, keeping any query string and fragment it has. */
export function entryUrlForRetry(url: string, attempt: number): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.set(RETRY_PARAM, String(attempt));
  return parsed.href;
}

/**
 * The gateway preloads a remote's `remoteEntry.js` (`<link rel="preload" as="script">`, ADR 0039) so it downloads
 * with the shell's own scripts. A preload that failed (the remote was down) and that no script took yet is handed by
 * the browser to the next `<script>` with the same URL, so a "Try again" would fail again without asking the
 * network. After a failed load of a remote, this hook gives its entry script a URL of its own (`?retry=N`), which
 * no preload matches; a first load keeps the preloaded URL.
 */
export function entryRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'petcora-entry-retry',
    createScript({ url, remoteInfo }) {
      const attempt = remoteInfo ? failedLoads.get(remoteInfo.name) : undefined;
      if (!attempt) return undefined;
      const script = document.createElement('script');
      script.src = entryUrlForRetry(url, attempt);
      return script;
    },
  };
}
