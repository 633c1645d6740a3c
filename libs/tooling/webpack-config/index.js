// Webpack + Module Federation configuration shared by the shell (host) and the remotes.
// Plain CommonJS on purpose: webpack-cli loads it directly, no build step.
const path = require('node:path');
const fs = require('node:fs');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const JsMinimizerPlugin = require('minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { versionedRemoteOutput } = require('./versioned-output');
const { DEVELOPMENT_DEVTOOL, PRODUCTION_DEVTOOL, SourceMapsOutsidePlugin } = require('./source-maps');

const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:8080';

/**
 * A workspace lib is shared part by part, one shared module per entry of its package exports (`@petcora/ui/button`,
 * `@petcora/ui/dialog`, `@petcora/api-client/query-client`, ...), not as one module: a shared module is never
 * tree-shaken, so a page takes only the parts it imports.
 */
function sharedPartsOf(pkg) {
  const dir = require.resolve.paths(pkg).find((nodeModules) => fs.existsSync(path.join(nodeModules, pkg)));
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, pkg, 'package.json'), 'utf8'));
  return Object.keys(exports)
    .filter((subpath) => !subpath.endsWith('.css') && !subpath.endsWith('.json'))
    .map((subpath) => (subpath === '.' ? pkg : `${pkg}/${subpath.slice(2)}`));
}

const WORKSPACE_LIBS = ['@petcora/session', '@petcora/api-client', '@petcora/ui'].flatMap(sharedPartsOf);

/** The shared react-router: only the names the apps use (shared/react-router.mjs), not the whole package. */
const SHARED_REACT_ROUTER = path.join(__dirname, 'shared/react-router.mjs');

/**
 * react-router's own ES module files, under names no shared entry matches (the facade imports them). Its package maps
 * every import to `dist/development`, whatever the mode (remix-run/react-router#14102): a production build takes the
 * twin files under `dist/production` instead, which differ in one constant (no dev warnings: the minifier then drops
 * their checks and messages). A package whose layout has changed fails the build here rather than ship the other one.
 * @param {boolean} production
 */
function unsharedReactRouterAliases(production) {
  const root = path.dirname(require.resolve('react-router/package.json'));
  const { exports } = require('react-router/package.json');
  const file = (subpath) => {
    const development = path.join(root, exports[subpath].import.default);
    if (!production) return development;
    const twin = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
    if (twin === development || !fs.existsSync(twin))
      throw new Error(`react-router ${subpath}: no production build next to ${development}`);
    return twin;
  };
  return {
    'petcora-unshared-react-router$': file('.'),
    'petcora-unshared-react-router/dom$': file('./dom'),
  };
}

/**
 * The shell provides its federation runtime to the remotes (`provideExternalRuntime`): the plugin that does it is added
 * by its CommonJS file, which `require`s runtime-core's CommonJS build, a second copy of the runtime next to the ES
 * module one the shell's own runtime uses (+24 KB gzipped in `main`, ADR 0038). Taking the plugin's ES module file
 * makes both the same modules.
 */
function injectedRuntimeAliases() {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [`${commonJs}$`]: commonJs.replace(/\.cjs$/, '.js') };
}

/** Version range an app declares for a package, so federation can check compatibility. */
function declaredVersion(projectRoot, pkg) {
  const manifest = require(path.join(projectRoot, 'package.json'));
  return (manifest.dependencies && manifest.dependencies[pkg]) || false;
}

/**
 * One copy of each of these in the page, whoever loads first (shell or remote).
 * `react/` and `react-dom/` share the sub-paths too (react/jsx-runtime, react-dom/client).
 */
function sharedSingletons(projectRoot) {
  const fromNpm = (pkg, versionOf = pkg) => ({
    singleton: true,
    requiredVersion: declaredVersion(projectRoot, versionOf),
  });
  const reactRouter = () => ({
    ...fromNpm('react-router-dom'),
    import: SHARED_REACT_ROUTER,
    shareKey: 'react-router-dom',
    version: require('react-router-dom/package.json').version,
  });
  const shared = {
    react: fromNpm('react'),
    'react/': fromNpm('react/', 'react'),
    'react-dom': fromNpm('react-dom'),
    'react-dom/': fromNpm('react-dom/', 'react-dom'),
    // Both names are one shared module, the trimmed re-export (react-router-dom v7 only re-exports react-router).
    'react-router': reactRouter(),
    'react-router-dom': reactRouter(),
    zustand: fromNpm('zustand'),
    '@tanstack/react-query': fromNpm('@tanstack/react-query'),
  };
  for (const lib of WORKSPACE_LIBS) {
    // Workspace libs are source-only and always built from the same commit: no version gate.
    shared[lib] = { singleton: true, requiredVersion: false, version: '0.0.0' };
  }
  return shared;
}

function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          // Decorators: the shared class-validator DTOs of @petcora/validation are compiled from source for the
          // forms (legacy decorators, as jest and the services compile them; class-validator needs no metadata).
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * Named chunks that each hold a set of modules a page always loads together (ADR 0045): `{ start: [/react-dom/, …] }`.
 * Each module of an async chunk is otherwise loaded by its own `<script>`, which the federation and webpack runtimes
 * insert one by one in the page's start-up tasks (~5-10 ms each at a phone's 4x CPU). Production builds only; the
 * lists belong to each app's webpack.config.js, since only the app knows what its pages load together.
 * @param {Record<string, RegExp[]>} chunkGroups
 */
function cacheGroupsOf(chunkGroups) {
  return Object.fromEntries(
    Object.entries(chunkGroups).map(([name, patterns]) => [
      name,
      {
        name,
        chunks: 'async',
        enforce: true,
        priority: 20,
        test: (module) => patterns.some((pattern) => pattern.test(module.resource ?? '')),
      },
    ]),
  );
}

/**
 * The modules of the site's UI library (libs/frontend/ui/src) whose path below src/ matches one of `parts`, as one
 * pattern for a chunk group: `uiLibraryParts(/button[\\/]/, /class-names\.ts$/)`.
 * @param {...RegExp} parts
 */
function uiLibraryParts(...parts) {
  return new RegExp(
    `[\\\\/]libs[\\\\/]frontend[\\\\/]ui[\\\\/]src[\\\\/](${parts.map((part) => part.source).join('|')})`,
  );
}

/**
 * Radix's Tabs and the internals it is built from (`@petcora/ui/tabs`), for the remotes whose first page shows tabs:
 * webpack split them into three chunks of their own.
 */
const RADIX_TABS_MODULES =
  /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(tabs|roving-focus|collection|id|direction|use-is-hydrated|presence|primitive|context|compose-refs|slot|use-callback-ref|use-controllable-state|use-layout-effect|use-effect-event))[\\/]/;

/**
 * A remote's `ui-parts` group: the UI library parts it provides itself for a first page with tabs (the shell provides
 * button, card, spinner, toast, consent, dialog and the toaster): class names, the CSP nonce, the tabs with Radix's
 * Tabs, and the page's own `parts`.
 * @param {...RegExp} parts
 */
function remoteUiPartsGroup(...parts) {
  return [uiLibraryParts(/class-names\.ts$/, /csp-nonce\.ts$/, /tabs[\\/]/, ...parts), RADIX_TABS_MODULES];
}

/**
 * Settings common to host and remotes.
 * @param {{ projectRoot: string, name: string, mode: string, port: number, publicPath: string,
 *           federation: object, devProxy: string[], chunkGroups?: Record<string, RegExp[]> }} options
 */
function baseConfig({ projectRoot, name, mode, port, publicPath, federation, devProxy, chunkGroups }) {
  const production = mode === 'production';
  return {
    mode,
    context: projectRoot,
    entry: { main: './src/index.ts' },
    // Production maps carry no sourceMappingURL comment and leave dist/ (source-maps.js): nothing serves them.
    devtool: production ? PRODUCTION_DEVTOOL : DEVELOPMENT_DEVTOOL,
    output: {
      path: path.join(projectRoot, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace libs export their TypeScript source under the "source" condition.
      conditionNames: ['source', '...'],
      alias: { ...unsharedReactRouterAliases(production), ...injectedRuntimeAliases() },
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        {
          test: /\.(woff2?|ttf|eot)$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(projectRoot),
        ...federation,
      }),
      // The shell has its own page; a remote's standalone page (npm run serve) comes from one shared template.
      new HtmlWebpackPlugin(
        fs.existsSync(path.join(projectRoot, 'src/index.html'))
          ? { template: path.join(projectRoot, 'src/index.html') }
          : {
              template: path.join(__dirname, 'standalone-index.html'),
              title: `Pet Cora ${name} (standalone)`,
            },
      ),
      // Static files (artwork, icons) are copied as they are from the project's public/ folder.
      ...(fs.existsSync(path.join(projectRoot, 'public'))
        ? [new CopyPlugin({ patterns: [{ from: path.join(projectRoot, 'public'), to: '.' }] })]
        : []),
      ...(production ? [new SourceMapsOutsidePlugin({ projectRoot })] : []),
    ],
    performance: { hints: false },
    optimization: production
      ? {
          moduleIds: 'deterministic',
          chunkIds: 'deterministic',
          // webpack's own minimizer plugin with SWC's minifier in place of terser: the same two compress passes
          // in under half the CPU (mfe-social: 46 -> 20 s of a build), and no larger (319.6 -> 319.2 KB gzipped).
          // The CSS is minified too (the shell's sheet, inlined in every page, 7.0 -> 5.2 KB gzipped).
          minimizer: [
            new JsMinimizerPlugin({
              minify: JsMinimizerPlugin.swcMinify,
              terserOptions: { compress: { passes: 2 } },
            }),
            new CssMinimizerPlugin(),
          ],
          ...(chunkGroups ? { splitChunks: { cacheGroups: cacheGroupsOf(chunkGroups) } } : {}),
        }
      : {},
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: devProxy, target: GATEWAY_URL, changeOrigin: false }],
    },
  };
}

/**
 * The shell. Remotes are not listed: the shell reads them from the gateway at run time.
 * @param {{ projectRoot: string, port: number, chunkGroups?: Record<string, RegExp[]> }} options
 */
function createHostConfig({ projectRoot, port, chunkGroups }) {
  return (_env, argv) =>
    baseConfig({
      projectRoot,
      name: 'shell',
      mode: argv.mode || 'development',
      port,
      chunkGroups,
      publicPath: '/',
      // The shell's federation runtime is also the remotes' (their production builds leave it out, below).
      federation: { remotes: {}, experiments: { provideExternalRuntime: true } },
      devProxy: ['/api', '/mfe'],
    });
}

/**
 * A remote: exposes page modules, ships a manifest the shell registers at run time. Built into dist/<version>/
 * (versioned-output.js).
 * @param {{ projectRoot: string, name: string, port: number, exposes: Record<string, string>,
 *           chunkGroups?: Record<string, RegExp[]> }} options
 */
function createRemoteConfig({ projectRoot, name, port, exposes, chunkGroups }) {
  return (_env, argv) => {
    const mode = argv.mode || 'development';
    return versionedRemoteOutput(
      baseConfig({
        projectRoot,
        name,
        mode,
        port,
        chunkGroups,
        publicPath: 'auto',
        federation: {
          filename: 'remoteEntry.js',
          manifest: true,
          exposes,
          // A production build runs only inside the shell, whose runtime it takes (`_FEDERATION_RUNTIME_CORE`,
          // provided by the shell's build) instead of shipping its own copy in remoteEntry.js (Lighthouse's
          // duplicated-javascript, ~15 KB per remote page). The standalone dev server keeps its own.
          ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
        },
        devProxy: ['/api'],
      }),
      projectRoot,
    );
  };
}

module.exports = {
  createHostConfig,
  createRemoteConfig,
  sharedSingletons,
  unsharedReactRouterAliases,
  cacheGroupsOf,
  RADIX_TABS_MODULES,
  uiLibraryParts,
  remoteUiPartsGroup,
};
