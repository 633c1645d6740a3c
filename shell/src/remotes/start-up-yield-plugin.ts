import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// ADR 0049: on a first visit of a remote's page the federation runtime's start-up ran as a few long tasks
// (the shell's entry with the share negotiation of every module the app needs, the remote's entry with its container
// set-up, share negotiation and chunk insertions). Each step below is already asynchronous; this plugin lets the
// browser run other work (input, paint) between them by continuing each in a task of its own. Nothing is skipped and
// the order of the steps is unchanged.

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task: `scheduler.yield()` where the browser has it (its continuation runs before other queued
 * work), else a message to ourselves (not throttled in a hidden tab, unlike a timer). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export const START_UP_YIELD_PLUGIN = 'petcora-start-up-yield';

/** Whether the page has painted (a `paint` performance entry exists); false where the browser reports none. */
export function hasPainted(): boolean {
  return (
    typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('paint').length > 0
  );
}

/**
 * Yields once the page has painted; before that, continues at once: a yield then only lets the continuations (which
 * the browser runs ahead of other work) delay the first paint, which decides the prerendered page's simulated LCP
 * (docs/performance.md).
 */
export async function yieldAfterFirstPaint(): Promise<void> {
  if (hasPainted()) await yieldToMain();
}

/**
 * Continues in a new task before a remote's container is initialised, before its exposed module's chunks are
 * requested and before that module is evaluated; and, once the page has painted, before each shared module is
 * negotiated (the semver checks and the chunk insertions that follow). The shell's own negotiation starts in its entry's
 * task, often before the first frame: yielding there only let the prioritised continuations delay the prerendered
 * page's first paint (the home page's simulated LCP), so until a paint it runs as without the plugin.
 */
export function startUpYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: START_UP_YIELD_PLUGIN,
    async beforeLoadShare(args) {
      await yieldAfterFirstPaint();
      return args;
    },
    async beforeInitRemote() {
      await yieldToMain();
    },
    async beforeGetExpose() {
      await yieldToMain();
    },
    async beforeExecuteFactory() {
      await yieldToMain();
    },
  };
}

/**
 * Registers the plugin on the shell's federation instance (created by webpack's runtime before the entry runs) and as
 * a global plugin, which the remotes' instances take when their entries create them.
 */
export function registerStartUpYield(runtime: {
  registerGlobalPlugins: (plugins: ModuleFederationRuntimePlugin[]) => void;
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => void;
}): void {
  const plugin = startUpYieldPlugin();
  runtime.registerGlobalPlugins([plugin]);
  runtime.registerPlugins([plugin]);
}
