// One federation runtime in the page (ADR 0043): the shell provides it, the remotes'
// production builds take it instead of shipping their own copy in remoteEntry.js.
const fs = require('node:fs');
const path = require('node:path');
const { createHostConfig, createRemoteConfig } = require('..');

const REPO_ROOT = path.resolve(__dirname, '../../../..');

function federationOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin._options;
}

const host = createHostConfig({ projectRoot: path.join(REPO_ROOT, 'shell'), port: 1 });
const remote = createRemoteConfig({
  projectRoot: path.join(REPO_ROOT, 'mfe-store'),
  name: 'store',
  port: 1,
  exposes: { './StorePage': './src/pages/store-page.tsx' },
});

test('the shell provides its runtime to the remotes', () => {
  expect(federationOptions(host({}, { mode: 'production' })).experiments).toEqual({
    provideExternalRuntime: true,
  });
});

test('a remote built for production takes the shell’s runtime; its standalone dev server keeps its own', () => {
  expect(federationOptions(remote({}, { mode: 'production' })).experiments).toEqual({
    externalRuntime: true,
  });
  expect(federationOptions(remote({}, { mode: 'development' })).experiments).toBeUndefined();
});

test('the runtime the shell provides is the ES module one its own runtime uses, not a CommonJS second copy', () => {
  const { alias } = host({}, { mode: 'production' }).resolve;
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const target = alias[`${commonJs}$`];
  expect(target).toMatch(/\.js$/);
  expect(fs.existsSync(target)).toBe(true);
  // The ES module file imports runtime-core through its ES module entry, as the bundler runtime does.
  expect(fs.readFileSync(target, 'utf8')).toMatch(/from "@module-federation\/runtime-tools\/runtime-core"/);
});
