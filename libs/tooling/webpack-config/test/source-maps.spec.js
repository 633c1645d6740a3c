// Production bundles ship no public source maps: `hidden-source-map` (no sourceMappingURL comment) and every map
// moved out of dist/ (what the gateway serves and the images copy) into dist-sourcemaps/.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { SourceMapsOutsidePlugin, sourceMapsIn } = require('../source-maps');
const { versionedRemoteOutput } = require('../versioned-output');

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const APPS = ['shell', 'mfe-social', 'mfe-store', 'mfe-account'];

const configOf = (app, mode) => require(path.join(REPO_ROOT, app, 'webpack.config.js'))({}, { mode });
const hasMapsPlugin = (config) => config.plugins.some((plugin) => plugin instanceof SourceMapsOutsidePlugin);

describe('the webpack configs of the apps', () => {
  it.each(APPS)('%s: production writes hidden maps and moves them out of dist/', (app) => {
    const config = configOf(app, 'production');
    expect(config.devtool).toBe('hidden-source-map');
    expect(hasMapsPlugin(config)).toBe(true);
  });

  it.each(APPS)('%s: development keeps fast inline maps for the dev server', (app) => {
    const config = configOf(app, 'development');
    expect(config.devtool).toBe('eval-cheap-module-source-map');
    expect(hasMapsPlugin(config)).toBe(false);
  });
});

/** A project folder in tmp with one entry, built by webpack itself with the production settings above. */
function tinyProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'petcora-maps-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'tiny', version: '1.0.0' }));
  fs.writeFileSync(
    path.join(root, 'src/index.js'),
    'export function greet(name) { return `hello ${name}`; }\nconsole.log(greet("rex"));\n',
  );
  const build = (config) =>
    new Promise((resolve, reject) =>
      webpack(config, (error, stats) => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve(stats);
      }),
    );
  const baseConfig = () => ({
    mode: 'production',
    context: root,
    entry: { main: './src/index.js' },
    devtool: configOf('shell', 'production').devtool,
    output: { path: path.join(root, 'dist'), filename: '[name].[contenthash:10].js', clean: true },
    plugins: [new SourceMapsOutsidePlugin({ projectRoot: root })],
    infrastructureLogging: { level: 'error' },
  });
  return { root, build, baseConfig, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const filesIn = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('a production build', () => {
  let project;
  beforeEach(() => (project = tinyProject()));
  afterEach(() => project.remove());

  it('leaves no map and no sourceMappingURL in dist/, and keeps the maps in dist-sourcemaps/', async () => {
    await project.build(project.baseConfig());
    const dist = path.join(project.root, 'dist');
    const maps = path.join(project.root, 'dist-sourcemaps');
    const bundles = filesIn(dist).filter((file) => file.endsWith('.js'));
    expect(bundles).toHaveLength(1);
    expect(sourceMapsIn(dist)).toEqual([]);
    expect(fs.readFileSync(path.join(dist, bundles[0]), 'utf8')).not.toMatch(/sourceMappingURL/);
    expect(sourceMapsIn(maps)).toEqual([`${bundles[0]}.map`]);
    const map = JSON.parse(fs.readFileSync(path.join(maps, `${bundles[0]}.map`), 'utf8'));
    expect(map.sources.some((source) => source.includes('src/index.js'))).toBe(true);
  }, 30_000);

  it('replaces the maps of the previous build, as dist/ is replaced', async () => {
    const maps = path.join(project.root, 'dist-sourcemaps');
    fs.mkdirSync(maps, { recursive: true });
    fs.writeFileSync(path.join(maps, 'main.0123456789.js.map'), '{}');
    await project.build(project.baseConfig());
    expect(sourceMapsIn(maps)).toHaveLength(1);
    expect(sourceMapsIn(maps)).not.toContain('main.0123456789.js.map');
  }, 30_000);

  it('of a remote keeps its maps in dist-sourcemaps/<version>/, pruned with the versions', async () => {
    const env = { REMOTE_KEEP_VERSIONS: '2' };
    // What the federation plugin emits and versioned-output.js recognises a version folder by.
    const manifest = {
      apply: (compiler) =>
        compiler.hooks.thisCompilation.tap('manifest', (compilation) =>
          compilation.hooks.processAssets.tap('manifest', () =>
            compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource('{"name":"tiny"}')),
          ),
        ),
    };
    const remoteConfig = () => {
      const config = project.baseConfig();
      return versionedRemoteOutput({ ...config, plugins: [manifest, ...config.plugins] }, project.root, env);
    };
    await project.build(remoteConfig());
    const dist = path.join(project.root, 'dist');
    const maps = path.join(project.root, 'dist-sourcemaps');
    const first = JSON.parse(fs.readFileSync(path.join(dist, 'current.json'), 'utf8')).version;
    expect(sourceMapsIn(dist)).toEqual([]);
    expect(fs.readdirSync(maps)).toEqual([first]);
    expect(sourceMapsIn(path.join(maps, first))).toHaveLength(1);

    // A version built before maps were kept apart still has one in dist/.
    fs.writeFileSync(path.join(dist, first, 'old.0123456789.js.map'), '{}');
    fs.appendFileSync(path.join(project.root, 'src/index.js'), 'console.log(greet("mia"));\n');
    await project.build(remoteConfig());
    expect(sourceMapsIn(dist)).toEqual([]);
    expect(fs.readdirSync(maps).sort()).toEqual(
      [first, JSON.parse(fs.readFileSync(path.join(dist, 'current.json'), 'utf8')).version].sort(),
    );
    expect(sourceMapsIn(path.join(maps, first))).toContain('old.0123456789.js.map');

    fs.appendFileSync(path.join(project.root, 'src/index.js'), 'console.log(greet("max"));\n');
    await project.build(remoteConfig());
    const third = JSON.parse(fs.readFileSync(path.join(dist, 'current.json'), 'utf8')).version;
    // Two versions kept in dist/ (the first one pruned), so two sets of maps.
    const kept = fs.readdirSync(dist).filter((entry) => entry !== 'current.json');
    expect(kept).toHaveLength(2);
    expect(kept).toContain(third);
    expect(kept).not.toContain(first);
    expect(fs.readdirSync(maps).sort()).toEqual(kept.sort());
    expect(sourceMapsIn(dist)).toEqual([]);
  }, 30_000);
});
