// The shell's entry (index.ts): the start-up yield plugin is registered before anything loads through the federation
// runtime, i.e. before the page's remote starts and before the bootstrap's shared modules are negotiated (ADR 0049).

const calls: string[] = [];

jest.mock('@petcora/ui/styles.css', () => ({}), { virtual: true });
jest.mock('./layout/layout.css', () => ({}), { virtual: true });
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerGlobalPlugins: (plugins: { name: string }[]) =>
    calls.push(`global ${plugins.map((p) => p.name).join()}`),
  registerPlugins: (plugins: { name: string }[]) =>
    calls.push(`instance ${plugins.map((p) => p.name).join()}`),
}));
jest.mock('./remotes/page-remote', () => ({
  startPrerenderedRemotePage: () => calls.push('page remote'),
}));
jest.mock('./bootstrap', () => {
  calls.push('bootstrap');
  return {};
});

describe("the shell's entry", () => {
  it('registers the start-up yield plugin for the shell and the remotes before starting the page and the app', async () => {
    jest.requireActual('./index');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([
      'global petcora-start-up-yield',
      'instance petcora-start-up-yield',
      'page remote',
      'bootstrap',
    ]);
  });
});
