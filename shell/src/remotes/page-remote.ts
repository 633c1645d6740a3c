import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isPrerenderedFor } from '../prerender/prerender-paths';
import { entryRetryPlugin } from './entry-retry-plugin';
import { fetchTimeoutPlugin } from './fetch-timeout-plugin';

// Everything here runs from the shell's entry (index.ts), before the shared modules are negotiated: it imports only
// the federation runtime and modules without shared dependencies (ADR 0042).

let pluginsRegistered = false;
/** The manifest each remote was registered with in this page. */
export const registeredEntries = new Map<string, string>();
/** Remotes registered from the page's own preload: loading or loaded, never registered again (ADR 0035). */
const fromPage = new Set<string>();

export function ensurePluginsRegistered(): void {
  if (pluginsRegistered) return;
  registerPlugins([fetchTimeoutPlugin(), entryRetryPlugin()]);
  pluginsRegistered = true;
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
export function registerFromPage(remote: string): boolean {
  if (registeredEntries.has(remote)) return true;
  const entry = manifestPreloadedFor(remote);
  if (!entry) return false;
  ensurePluginsRegistered();
  registeredEntries.set(remote, entry);
  fromPage.add(remote);
  registerRemotes([{ name: remote, entry }], { force: true });
  return true;
}

/** Whether `remote` was registered from the page's preload (its first load counts as fresh, ADR 0035). */
export function isRegisteredFromPage(remote: string): boolean {
  return fromPage.has(remote);
}

/** The load started from the entry, by `<remote>/<module>`, until the page's code takes it. */
let entryLoad: { key: string; load: Promise<unknown> } | null = null;

/**
 * Starts loading the remote page that the prerendered frame names (`#root[data-remote-page="store/StorePage"]`,
 * written at build time for the remotes' public pages, src/prerender) from the shell's entry: the remote's entry,
 * its page chunks and its first data requests then no longer wait for react-dom and the app to arrive and run.
 * Nothing happens when the HTML was prerendered for another path or names no remote page.
 */
export function startPrerenderedRemotePage(root: HTMLElement | null, pathname: string): void {
  const page = root?.dataset.remotePage;
  if (!page || !isPrerenderedFor(root.dataset.prerendered, pathname)) return;
  const slash = page.indexOf('/');
  if (slash <= 0 || !registerFromPage(page.slice(0, slash))) return;
  const load = loadRemote(page);
  // Whoever takes the load handles its failure; until then an unhandled rejection is not an error to report.
  load.catch(() => undefined);
  entryLoad = { key: page, load };
}

/** The load of `<remote>/<module>` started from the entry, handed over once; null when none was. */
export function takeLoadStartedFromEntry(remote: string, module: string): Promise<unknown> | null {
  if (entryLoad?.key !== `${remote}/${module}`) return null;
  const { load } = entryLoad;
  entryLoad = null;
  return load;
}
