import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiJson } from '@petcora/api-client';
import type { RemoteList } from '@petcora/contracts';
import type { ComponentType } from 'react';
import { fetchTimeoutPlugin, MANIFEST_TIMEOUT_MS } from './fetch-timeout-plugin';

let registration: Promise<void> | null = null;
let pluginRegistered = false;

async function registerFromGateway(): Promise<void> {
  const list = await apiJson<RemoteList>('/api/remotes', {
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
  });
  if (!pluginRegistered) {
    registerPlugins([fetchTimeoutPlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(
    Object.entries(list).map(([name, manifestUrl]) => ({
      name,
      // Absolute, so the runtime can derive the remote's public path from the manifest address.
      entry: new URL(manifestUrl, window.location.href).href,
    })),
    { force: true },
  );
}

/**
 * Reads the remote list (name → manifest URL) from the gateway once and registers it with the
 * federation runtime. Nothing about remotes is compiled into the shell. A failed read is forgotten,
 * so the next attempt (e.g. "Try again") asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= registerFromGateway().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Loads `<remote>/<module>` and returns its default-exported page component. */
export async function loadRemotePage(remote: string, module: string): Promise<ComponentType> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<{ default?: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
  return loaded.default;
}
