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
  const remotes = Object.entries(list)
    .map(([name, manifestUrl]) => ({ name, entry: new URL(manifestUrl, window.location.href).href }))
    // Registering a remote again with force drops what the runtime loaded or is loading of it.
    // A remote loaded or loading in this page (the page's own, registered from its preload) keeps its version: ADR 0035.
    .filter(({ name, entry }) => registered.get(name) !== entry && !firstLoads.has(name));
  for (const { name, entry } of remotes) registered.set(name, entry);
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

function ensurePluginsRegistered(): void {
  if (pluginRegistered) return;
  registerPlugins([fetchTimeoutPlugin(), entryRetryPlugin()]);
  pluginRegistered = true;
}

async function registerFromGateway(): Promise<void> {
  const list = await readRemoteList();
  listReadAt = Date.now();
  ensurePluginsRegistered();
  register(list);
}

/**
 * The manifest of this page's remote, as the gateway preloaded it (`<link rel="preload" data-remote>`, ADR 0039): the
 * same answer GET /api/remotes gives, known before the shell could ask, so the page's remote loads without waiting
 * for the list. Null for another remote, or when the page has no such link.
 */
function manifestPreloadedFor(remote: string): string | null {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-remote]')) {
    if (link.dataset.remote === remote && link.href) return link.href;
  }
  return null;
}

/** Registers the page's remote from its preloaded manifest, once; false when the page names none for it. */
function registerFromPage(remote: string): boolean {
  if (registered.has(remote)) return true;
  const entry = manifestPreloadedFor(remote);
  if (!entry) return false;
  ensurePluginsRegistered();
  registered.set(remote, entry);
  registerRemotes([{ name: remote, entry }], { force: true });
  // As fresh as a list read now: the gateway answered it with this page.
  firstLoads.set(remote, Promise.resolve());
  return true;
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

/** Loads started before the page rendered (startLoadingRemotePage), each handed to the page's first load of it. */
const startedLoads = new Map<string, Promise<ComponentType>>();

/**
 * Starts loading `<remote>/<module>` now (the page of the address being opened, while the shell hydrates); the
 * page's first loadRemotePage of it then takes this load instead of starting after hydration.
 */
export function startLoadingRemotePage(remote: string, module: string): Promise<ComponentType> {
  const load = loadRemotePageNow(remote, module);
  startedLoads.set(`${remote}/${module}`, load);
  return load;
}

/** Loads `<remote>/<module>` and returns its default-exported page component. */
export function loadRemotePage(remote: string, module: string): Promise<ComponentType> {
  const key = `${remote}/${module}`;
  const started = startedLoads.get(key);
  if (started) {
    startedLoads.delete(key);
    return started;
  }
  return loadRemotePageNow(remote, module);
}

async function loadRemotePageNow(remote: string, module: string): Promise<ComponentType> {
  if (!registerFromPage(remote)) await ensureRemotesRegistered();
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
