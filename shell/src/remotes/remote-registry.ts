import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiJson } from '@petcora/api-client';
import type { RemoteList } from '@petcora/contracts';
import type { ComponentType } from 'react';
import { entryRetryPlugin, noteFailedRemoteLoad } from './entry-retry-plugin';
import { fetchTimeoutPlugin, MANIFEST_TIMEOUT_MS } from './fetch-timeout-plugin';

/**
 * A remote first loaded longer than this after the list was read asks the gateway again, so an area visited later
 * in a session gets the version live now (ADR 0035); a remote already loaded keeps its version for the page's life.
 */
export const REMOTE_LIST_FRESH_MS = 10_000;

let registration: Promise<void> | null = null;
let pluginRegistered = false;
let listReadAt = 0;
/** Each remote's first load in this page: the version it registers is the one it keeps. */
const firstLoads = new Map<string, Promise<void>>();
const registered = new Map<string, string>();

function readRemoteList(): Promise<RemoteList> {
  return apiJson<RemoteList>('/api/remotes', { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
}

/** Absolute, so the runtime can derive the remote's public path from the manifest address. */
function register(list: RemoteList): void {
  const remotes = Object.entries(list).map(([name, manifestUrl]) => ({
    name,
    entry: new URL(manifestUrl, window.location.href).href,
  }));
  for (const { name, entry } of remotes) registered.set(name, entry);
  registerRemotes(remotes, { force: true });
}

async function registerFromGateway(): Promise<void> {
  const list = await readRemoteList();
  listReadAt = Date.now();
  if (!pluginRegistered) {
    registerPlugins([fetchTimeoutPlugin(), entryRetryPlugin()]);
    pluginRegistered = true;
  }
  register(list);
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

/** Before a remote's first load: a stale list is read again and, if that remote moved, it alone is re-registered. */
async function refreshBeforeFirstLoad(remote: string): Promise<void> {
  if (Date.now() - listReadAt < REMOTE_LIST_FRESH_MS) return;
  try {
    const list = await readRemoteList();
    listReadAt = Date.now();
    const manifestUrl = list[remote];
    if (!manifestUrl) return;
    const entry = new URL(manifestUrl, window.location.href).href;
    if (registered.get(remote) === entry) return;
    // Safe: nothing of this remote was loaded in the page yet.
    registered.set(remote, entry);
    registerRemotes([{ name: remote, entry }], { force: true });
  } catch {
    // The list read at start still works; a visitor is not stopped by a failed refresh.
  }
}

/** Loads `<remote>/<module>` and returns its default-exported page component. */
export async function loadRemotePage(remote: string, module: string): Promise<ComponentType> {
  await ensureRemotesRegistered();
  let firstLoad = firstLoads.get(remote);
  if (!firstLoad) {
    firstLoad = refreshBeforeFirstLoad(remote);
    firstLoads.set(remote, firstLoad);
  }
  await firstLoad;
  try {
    const loaded = await loadRemote<{ default?: ComponentType }>(`${remote}/${module}`);
    if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
    return loaded.default;
  } catch (error) {
    noteFailedRemoteLoad(remote);
    throw error;
  }
}
