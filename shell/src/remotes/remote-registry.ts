import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiJson } from '@petcora/api-client';
import type { RemoteList } from '@petcora/contracts';
import type { ComponentType } from 'react';
import { noteFailedRemoteLoad } from './entry-retry-plugin';
import { MANIFEST_TIMEOUT_MS } from './fetch-timeout-plugin';
import {
  ensurePluginsRegistered,
  isRegisteredFromPage,
  registerFromPage,
  registeredEntries as registered,
  takeLoadStartedFromEntry,
} from './page-remote';

/**
 * A remote first loaded longer than this after the list was read asks the gateway again, so an area visited later
 * in a session gets the version live now (ADR 0035); a remote already loaded keeps its version for the page's life.
 */
export const REMOTE_LIST_FRESH_MS = 10_000;

let registration: Promise<void> | null = null;
let listReadAt = 0;
/** Each remote's first load in this page: the version it registers is the one it keeps. */
const firstLoads = new Map<string, Promise<void>>();

function readRemoteList(): Promise<RemoteList> {
  return apiJson<RemoteList>('/api/remotes', { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
}

/** Absolute, so the runtime can derive the remote's public path from the manifest address. */
function register(list: RemoteList): void {
  const remotes = Object.entries(list)
    .map(([name, manifestUrl]) => ({ name, entry: new URL(manifestUrl, window.location.href).href }))
    // Registering a remote again with force drops what the runtime loaded or is loading of it.
    // A remote loaded or loading in this page (the page's own, registered from its preload) keeps its version: ADR 0035.
    .filter(
      ({ name, entry }) =>
        registered.get(name) !== entry && !firstLoads.has(name) && !isRegisteredFromPage(name),
    );
  for (const { name, entry } of remotes) registered.set(name, entry);
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

async function registerFromGateway(): Promise<void> {
  const list = await readRemoteList();
  listReadAt = Date.now();
  ensurePluginsRegistered();
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
  const fromEntry = takeLoadStartedFromEntry(remote, module);
  if (!fromEntry) {
    // The page's remote, registered from the page: as fresh as a list read now (the gateway answered it with the page).
    if (registerFromPage(remote)) {
      if (isRegisteredFromPage(remote) && !firstLoads.has(remote)) firstLoads.set(remote, Promise.resolve());
    } else await ensureRemotesRegistered();
    let firstLoad = firstLoads.get(remote);
    if (!firstLoad) {
      firstLoad = refreshBeforeFirstLoad(remote);
      firstLoads.set(remote, firstLoad);
    }
    await firstLoad;
  }
  try {
    const loaded = (await (fromEntry ?? loadRemote(`${remote}/${module}`))) as
      { default?: ComponentType } | null | undefined;
    if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
    return loaded.default;
  } catch (error) {
    noteFailedRemoteLoad(remote);
    throw error;
  }
}
