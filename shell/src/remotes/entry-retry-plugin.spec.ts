import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The failure count is the page's state: a fresh copy per test, as a fresh page load would have. */
async function freshPlugin() {
  jest.resetModules();
  const module = await import('./entry-retry-plugin');
  const plugin = module.entryRetryPlugin() as Required<Pick<ModuleFederationRuntimePlugin, 'createScript'>>;
  const createScript = (url: string, name: string) =>
    plugin.createScript({ url, remoteInfo: { name } as never }) as HTMLScriptElement | undefined;
  return { ...module, createScript };
}

const ENTRY = 'http://localhost/mfe/store/1.0.0-abc/remoteEntry.js';

describe('entry retry plugin: a retried remote entry is not the (failed) preloaded one', () => {
  it('leaves a first load to the preloaded URL', async () => {
    const { createScript } = await freshPlugin();
    expect(createScript(ENTRY, 'store')).toBeUndefined();
  });

  it('asks for the entry under a new URL after each failed load of that remote only', async () => {
    const { createScript, noteFailedRemoteLoad } = await freshPlugin();
    noteFailedRemoteLoad('store');
    expect(createScript(ENTRY, 'store')?.src).toBe(`${ENTRY}?retry=1`);
    noteFailedRemoteLoad('store');
    expect(createScript(ENTRY, 'store')?.src).toBe(`${ENTRY}?retry=2`);
    expect(createScript('http://localhost/mfe/social/1.0.0-abc/remoteEntry.js', 'social')).toBeUndefined();
  });

  it("keeps an entry URL's own query string", async () => {
    const { entryUrlForRetry } = await freshPlugin();
    expect(entryUrlForRetry('https://cdn.example/store/remoteEntry.js?v=2', 3)).toBe(
      'https://cdn.example/store/remoteEntry.js?v=2&retry=3',
    );
  });
});
