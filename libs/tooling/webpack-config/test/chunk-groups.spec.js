// Modules a page always loads together go into one named chunk (ADR 0045): fewer <script> elements for the
// start-up tasks to insert. A group must hold only what every page that loads it needs: a module of one page's
// parts in the shell's `start` chunk would be downloaded by every page.
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const at = (...segments) => path.join(REPO_ROOT, ...segments);
const nodeModule = (...segments) => at('node_modules', ...segments);
const uiPart = (...segments) => at('libs/frontend/ui/src', ...segments);

function production(project) {
  const config = require(at(project, 'webpack.config.js'));
  return config({}, { mode: 'production' });
}

/** The name of the chunk group a module with this resource is put in, or null. */
function groupOf(config, resource) {
  const groups = Object.values(config.optimization.splitChunks?.cacheGroups ?? {});
  const matches = groups.filter((group) => group.test({ resource }));
  expect(matches.length).toBeLessThanOrEqual(1);
  return matches[0]?.name ?? null;
}

describe('the shell', () => {
  const shell = production('shell');

  test('every page’s shared start-up modules are one chunk', () => {
    for (const resource of [
      nodeModule('react/cjs/react.production.js'),
      nodeModule('react/cjs/react-jsx-runtime.production.js'),
      nodeModule('react-dom/cjs/react-dom-client.production.js'),
      nodeModule('scheduler/cjs/scheduler.production.js'),
      nodeModule('react-router/dist/development/chunk-6KYCQHYJ.mjs'),
      at('libs/tooling/webpack-config/shared/react-router.mjs'),
      nodeModule('zustand/esm/react.mjs'),
      at('libs/frontend/session/src/session-store.ts'),
      at('libs/frontend/api-client/src/index.ts'),
      at('libs/frontend/api-client/src/api-fetch.ts'),
      uiPart('button/button.tsx'),
      uiPart('card/card.tsx'),
      uiPart('spinner/spinner.tsx'),
      uiPart('toast/toast-store.ts'),
      uiPart('consent/consent-store.ts'),
      uiPart('class-names.ts'),
      at('libs/shared/contracts/src/consent.ts'),
    ])
      expect([resource, groupOf(shell, resource)]).toEqual([resource, 'start']);
  });

  test('what only some pages load stays out of the start chunk', () => {
    for (const resource of [
      uiPart('dialog/dialog.tsx'),
      uiPart('toast/toaster.tsx'),
      uiPart('csp-nonce.ts'),
      uiPart('tabs/tabs.tsx'),
      nodeModule('@radix-ui/react-dialog/dist/index.mjs'),
      nodeModule('@radix-ui/react-presence/dist/index.mjs'),
      nodeModule('lucide-react/dist/esm/Icon.mjs'),
      nodeModule('@tanstack/query-core/build/modern/queryClient.js'),
      at('libs/frontend/api-client/src/query-client.ts'),
      at('libs/shared/validation/src/money.ts'),
      at('shell/src/pages/home-page.tsx'),
      at('shell/src/app/routes.tsx'),
      // Same names, other packages: the patterns are anchored on the folder.
      nodeModule('react-remove-scroll/dist/es2015/UI.js'),
      nodeModule('react-style-singleton/dist/es2015/singleton.js'),
      nodeModule('@radix-ui/react-slot/dist/index.mjs'),
    ])
      expect([resource, groupOf(shell, resource)]).not.toEqual([resource, 'start']);
  });

  test('the query cache comes as one chunk with the pages that read data', () => {
    for (const resource of [
      nodeModule('@tanstack/react-query/build/modern/QueryClientProvider.js'),
      nodeModule('@tanstack/query-core/build/modern/queryClient.js'),
      at('libs/frontend/api-client/src/query-client.ts'),
      at('shell/src/app/site-query-provider.tsx'),
    ])
      expect([resource, groupOf(shell, resource)]).toEqual([resource, 'queries']);
    expect(groupOf(shell, at('shell/src/app/with-site-queries.tsx'))).toBeNull();
  });

  test('a development build keeps webpack’s default chunks', () => {
    const config = require(at('shell', 'webpack.config.js'))({}, { mode: 'development' });
    expect(config.optimization.splitChunks).toBeUndefined();
  });
});

describe.each([
  [
    'mfe-social',
    [
      uiPart('feedback/skeleton.tsx'),
      uiPart('field/text-area-field.tsx'),
      uiPart('responsive-image/responsive-image.tsx'),
    ],
  ],
  ['mfe-account', []],
])('%s', (project, alsoInGroup) => {
  const remote = production(project);

  test('the UI parts its first page loads are one chunk, with Radix’s Tabs and its internals', () => {
    for (const resource of [
      uiPart('tabs/tabs.tsx'),
      uiPart('field/text-field.tsx'),
      uiPart('class-names.ts'),
      uiPart('csp-nonce.ts'),
      nodeModule('@radix-ui/react-tabs/dist/index.mjs'),
      nodeModule('@radix-ui/react-roving-focus/dist/index.mjs'),
      nodeModule('@radix-ui/react-collection/dist/index.mjs'),
      nodeModule('@radix-ui/react-presence/dist/index.mjs'),
      nodeModule('@radix-ui/primitive/dist/index.mjs'),
      ...alsoInGroup,
    ])
      expect([resource, groupOf(remote, resource)]).toEqual([resource, 'ui-parts']);
  });

  test('the parts the shell provides, and what opens later, stay out of it', () => {
    for (const resource of [
      uiPart('button/button.tsx'),
      uiPart('dialog/dialog.tsx'),
      uiPart('toast/toaster.tsx'),
      uiPart('dropdown-menu/dropdown-menu.tsx'),
      uiPart('field/password-field.tsx'),
      nodeModule('@radix-ui/react-dialog/dist/index.mjs'),
      nodeModule('@radix-ui/react-dropdown-menu/dist/index.mjs'),
      nodeModule('@radix-ui/react-dismissable-layer/dist/index.mjs'),
      nodeModule('@radix-ui/react-focus-scope/dist/index.mjs'),
      nodeModule('@radix-ui/react-portal/dist/index.mjs'),
      nodeModule('react/cjs/react.production.js'),
    ])
      expect([resource, groupOf(remote, resource)]).toEqual([resource, null]);
  });
});

test('the store’s remote keeps webpack’s default chunks (its page takes one UI part of its own)', () => {
  expect(production('mfe-store').optimization.splitChunks).toBeUndefined();
});
