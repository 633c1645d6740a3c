jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

/** The registry holds the page's state: a fresh copy per test, as a fresh page load would have. */
async function freshRegistry() {
  jest.resetModules();
  const registry = await import('./remote-registry');
  const runtime = await import('@module-federation/enhanced/runtime');
  return { registry, registerRemotes: jest.mocked(runtime.registerRemotes) };
}

/** GET /api/remotes answers `live`, which the test changes as a deployment would (ADR 0035). */
const live: Record<string, string> = {};
let clock = 1_000_000;

describe('remote registry: which version a remote gets', () => {
  beforeEach(() => {
    Object.assign(live, {
      store: '/mfe/store/1.0.0-old/mf-manifest.json',
      social: '/mfe/social/1.0.0-old/mf-manifest.json',
    });
    globalThis.fetch = jest.fn(async () => Response.json({ ...live })) as unknown as typeof fetch;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives an area first visited later in the session the version live now, and keeps a loaded one', async () => {
    const { registry, registerRemotes } = await freshRegistry();
    await registry.loadRemotePage('store', 'StorePage');
    expect(globalThis.fetch).toHaveBeenCalledTimes(1); // the list just read is fresh enough
    expect(registerRemotes).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        { name: 'store', entry: 'http://localhost/mfe/store/1.0.0-old/mf-manifest.json' },
      ]),
      { force: true },
    );

    // Both remotes are switched while the visitor reads the store.
    live.store = '/mfe/store/2.0.0-new/mf-manifest.json';
    live.social = '/mfe/social/2.0.0-new/mf-manifest.json';
    clock += registry.REMOTE_LIST_FRESH_MS + 1;

    await registry.loadRemotePage('social', 'CommunityPage');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'social', entry: 'http://localhost/mfe/social/2.0.0-new/mf-manifest.json' }],
      { force: true },
    );
    // The store, already loaded in this page, keeps its version: nothing re-registers it.
    const calls = registerRemotes.mock.calls.length;
    clock += registry.REMOTE_LIST_FRESH_MS + 1;
    await registry.loadRemotePage('store', 'CartPage');
    expect(registerRemotes.mock.calls.length).toBe(calls);
  });

  it('keeps the list it has when the refresh fails', async () => {
    const { registry, registerRemotes } = await freshRegistry();
    await registry.loadRemotePage('store', 'StorePage');
    clock += registry.REMOTE_LIST_FRESH_MS + 1;
    jest.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('network down'));
    const calls = registerRemotes.mock.calls.length;
    await expect(registry.loadRemotePage('social', 'CommunityPage')).resolves.toBeDefined();
    expect(registerRemotes.mock.calls.length).toBe(calls);
  });
});

describe('remote registry: a failed load', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () =>
      Response.json({ store: '/mfe/store/1.0.0-abc/mf-manifest.json' }),
    ) as unknown as typeof fetch;
  });

  it('makes the next entry script of that remote use a URL no failed preload holds', async () => {
    const { registry } = await freshRegistry();
    const runtime = await import('@module-federation/enhanced/runtime');
    const retry = await import('./entry-retry-plugin');
    jest.mocked(runtime.loadRemote).mockRejectedValueOnce(new Error('RUNTIME-008: remote down'));
    await expect(registry.loadRemotePage('store', 'StorePage')).rejects.toThrow('remote down');

    const plugin = retry.entryRetryPlugin();
    const script = plugin.createScript?.({
      url: 'http://localhost/mfe/store/1.0.0-abc/remoteEntry.js',
      remoteInfo: { name: 'store' } as never,
    }) as HTMLScriptElement | undefined;
    expect(script?.src).toBe('http://localhost/mfe/store/1.0.0-abc/remoteEntry.js?retry=1');
    expect(jest.mocked(runtime.registerPlugins).mock.calls[0]?.[0]?.map((p) => p.name)).toContain(
      'petcora-entry-retry',
    );
  });
});

describe("remote registry: the page's own remote", () => {
  afterEach(() => document.head.querySelectorAll('link[data-remote]').forEach((link) => link.remove()));

  it('is registered from the manifest the gateway preloaded, without waiting for GET /api/remotes', async () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = '/mfe/store/3.0.0-page/mf-manifest.json';
    link.dataset.remote = 'store';
    document.head.append(link);
    let answerList: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (answerList = resolve)),
    ) as unknown as typeof fetch;
    const { registry, registerRemotes } = await freshRegistry();
    const runtime = await import('@module-federation/enhanced/runtime');

    // The list has not answered, yet the page loads.
    await expect(registry.loadRemotePage('store', 'StorePage')).resolves.toBeDefined();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'store', entry: 'http://localhost/mfe/store/3.0.0-page/mf-manifest.json' }],
      { force: true },
    );
    // The list, when it answers, does not re-register the remote being used (that would drop its loaded code).
    const listRead = registry.ensureRemotesRegistered();
    answerList(
      Response.json({
        store: '/mfe/store/3.0.0-page/mf-manifest.json',
        social: '/mfe/social/1/mf-manifest.json',
      }),
    );
    await listRead;
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'social', entry: 'http://localhost/mfe/social/1/mf-manifest.json' }],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('started early is the load the page then takes (one load, not two)', async () => {
    globalThis.fetch = jest.fn(async () =>
      Response.json({ store: '/mfe/store/1/mf-manifest.json' }),
    ) as unknown as typeof fetch;
    const { registry } = await freshRegistry();
    const runtime = await import('@module-federation/enhanced/runtime');
    jest.mocked(runtime.loadRemote).mockClear();
    const started = registry.startLoadingRemotePage('store', 'StorePage');
    expect(registry.loadRemotePage('store', 'StorePage')).toBe(started);
    await started;
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('remote registry: the page started from the entry (page-remote.ts)', () => {
  function prerenderedRoot(prerendered: string, remotePage?: string): HTMLElement {
    const root = document.createElement('div');
    root.dataset.prerendered = prerendered;
    if (remotePage) root.dataset.remotePage = remotePage;
    return root;
  }
  beforeEach(() => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = '/mfe/store/4.0.0-entry/mf-manifest.json';
    link.dataset.remote = 'store';
    document.head.append(link);
    // GET /api/remotes never answers: nothing here may wait for it.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  });
  afterEach(() => document.head.querySelectorAll('link[data-remote]').forEach((link) => link.remove()));

  it('loads the remote page the prerendered frame names at once, and the page takes that load', async () => {
    const { registry, registerRemotes } = await freshRegistry();
    const pageRemote = await import('./page-remote');
    const runtime = await import('@module-federation/enhanced/runtime');
    jest.mocked(runtime.loadRemote).mockClear();

    pageRemote.startPrerenderedRemotePage(prerenderedRoot('/store', 'store/StorePage'), '/store');
    expect(runtime.loadRemote).toHaveBeenCalledWith('store/StorePage');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'store', entry: 'http://localhost/mfe/store/4.0.0-entry/mf-manifest.json' }],
      { force: true },
    );
    expect(jest.mocked(runtime.registerPlugins).mock.calls[0]?.[0]?.map((p) => p.name)).toEqual([
      'petcora-fetch-timeout',
      'petcora-entry-retry',
    ]);

    await expect(registry.loadRemotePage('store', 'StorePage')).resolves.toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('starts nothing when the HTML was made for another path or names no remote page', async () => {
    await freshRegistry();
    const pageRemote = await import('./page-remote');
    const runtime = await import('@module-federation/enhanced/runtime');
    jest.mocked(runtime.loadRemote).mockClear();

    pageRemote.startPrerenderedRemotePage(prerenderedRoot('/store', 'store/StorePage'), '/cart');
    pageRemote.startPrerenderedRemotePage(prerenderedRoot('*'), '/store');
    pageRemote.startPrerenderedRemotePage(prerenderedRoot('/about'), '/about');
    pageRemote.startPrerenderedRemotePage(null, '/store');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(pageRemote.takeLoadStartedFromEntry('store', 'StorePage')).toBeNull();
  });

  it('a failed load from the entry fails the page once; "Try again" loads anew under a retry URL', async () => {
    const { registry } = await freshRegistry();
    const pageRemote = await import('./page-remote');
    const runtime = await import('@module-federation/enhanced/runtime');
    const retry = await import('./entry-retry-plugin');
    jest.mocked(runtime.loadRemote).mockClear();
    jest.mocked(runtime.loadRemote).mockRejectedValueOnce(new Error('RUNTIME-008: remote down'));

    pageRemote.startPrerenderedRemotePage(prerenderedRoot('/store', 'store/StorePage'), '/store');
    await expect(registry.loadRemotePage('store', 'StorePage')).rejects.toThrow('remote down');
    const script = retry.entryRetryPlugin().createScript?.({
      url: 'http://localhost/mfe/store/4.0.0-entry/remoteEntry.js',
      remoteInfo: { name: 'store' } as never,
    }) as HTMLScriptElement | undefined;
    expect(script?.src).toBe('http://localhost/mfe/store/4.0.0-entry/remoteEntry.js?retry=1');

    await expect(registry.loadRemotePage('store', 'StorePage')).resolves.toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
