// The versioned remote build (ADR 0035), through the plugin's real hook on real folders.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { versionedRemoteOutput, VERSION_PATTERN, CURRENT_FILE } = require('../versioned-output');

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** A remote project in a temp folder and one build of it: the config as webpack would get it, then its emit. */
function remoteProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'petcora-versioned-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'remote', version: '1.2.3' }));
  const build = (files, env = {}, errors = []) => {
    const config = versionedRemoteOutput({ output: { path: 'unused', clean: true }, plugins: [] }, root, env);
    const staging = config.output.path;
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
      fs.writeFileSync(path.join(staging, name), content);
    }
    let afterEmit;
    config.plugins[0].apply({ hooks: { afterEmit: { tap: (_name, fn) => (afterEmit = fn) } } });
    const compilation = { errors: [...errors] };
    afterEmit(compilation);
    return { config, staging, compilation };
  };
  const dist = path.join(root, 'dist');
  const current = () => JSON.parse(fs.readFileSync(path.join(dist, CURRENT_FILE), 'utf8')).version;
  return { root, dist, build, current, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

const FILES = {
  'mf-manifest.json': '{"name":"remote"}',
  'remoteEntry.js': 'var remote;',
  'fonts/a.woff2': 'font',
};

describe('versioned remote output', () => {
  let project;
  beforeEach(() => (project = remoteProject()));
  afterEach(() => project.remove());

  it('writes the build to dist/<package version>-<content hash>/, never cleaning, and names it in current.json', () => {
    const { config, staging } = project.build(FILES);
    expect(config.output.clean).toBe(false);
    const version = project.current();
    expect(version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(fs.readFileSync(path.join(project.dist, version, 'fonts/a.woff2'), 'utf8')).toBe('font');
    expect(fs.existsSync(staging)).toBe(false);

    // Same files, same version; other files, a new version next to the first, which stays.
    project.build(FILES);
    expect(project.current()).toBe(version);
    project.build({ ...FILES, 'remoteEntry.js': 'var remote2;' });
    const second = project.current();
    expect(second).not.toBe(version);
    expect(fs.readdirSync(project.dist).sort()).toEqual([version, second, CURRENT_FILE].sort());
  });

  it('removes what the old flat layout left in dist/, and keeps every version', () => {
    fs.mkdirSync(path.join(project.dist, 'fonts'), { recursive: true });
    fs.writeFileSync(path.join(project.dist, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(project.dist, 'fonts', 'old.woff2'), 'old');
    project.build(FILES);
    expect(fs.readdirSync(project.dist).sort()).toEqual([project.current(), CURRENT_FILE].sort());
  });

  it('takes a build id from REMOTE_VERSION and refuses to reuse one', () => {
    project.build(FILES, { REMOTE_VERSION: 'build-42' });
    expect(project.current()).toBe('build-42');
    const again = project.build({ ...FILES, 'remoteEntry.js': 'changed' }, { REMOTE_VERSION: 'build-42' });
    expect(again.compilation.errors.map(String).join()).toMatch(/already built.*never reused/);
    expect(fs.readFileSync(path.join(project.dist, 'build-42', 'remoteEntry.js'), 'utf8')).toBe(
      'var remote;',
    );
    expect(fs.existsSync(again.staging)).toBe(false);
  });

  it.each(['../x', 'a/b', '.hidden', '-flag', 'x'.repeat(65), 'v 1'])('refuses REMOTE_VERSION=%s', (bad) => {
    expect(() => project.build(FILES, { REMOTE_VERSION: bad })).toThrow(/REMOTE_VERSION must match/);
  });

  it('keeps the newest REMOTE_KEEP_VERSIONS versions (10 by default), the one just built included', () => {
    const built = [];
    for (let i = 0; i < 4; i += 1) {
      project.build({ ...FILES, 'remoteEntry.js': `var remote${i};` }, { REMOTE_KEEP_VERSIONS: '3' });
      built.push(project.current());
      // Build times one second apart, oldest first, whatever the file system's timestamp resolution.
      const at = new Date(Date.now() - (10 - i) * 1000);
      fs.utimesSync(path.join(project.dist, built[i], 'mf-manifest.json'), at, at);
    }
    expect(fs.readdirSync(project.dist).sort()).toEqual([...built.slice(1), CURRENT_FILE].sort());
    expect(() => project.build(FILES, { REMOTE_KEEP_VERSIONS: '0' })).toThrow(/REMOTE_KEEP_VERSIONS/);
    for (let i = 0; i < 8; i += 1) project.build({ ...FILES, 'remoteEntry.js': `var more${i};` });
    expect(fs.readdirSync(project.dist).length).toBe(10 + 1);
  });

  it('leaves dist/ alone when the compilation failed', () => {
    project.build(FILES);
    const before = project.current();
    const failed = project.build({ 'mf-manifest.json': 'broken' }, {}, [new Error('syntax error')]);
    expect(project.current()).toBe(before);
    expect(fs.readdirSync(project.dist).sort()).toEqual([before, CURRENT_FILE].sort());
    expect(fs.existsSync(failed.staging)).toBe(false);
  });

  it('keeps webpack serve in memory, unversioned', () => {
    const config = { output: { path: 'dist', clean: true }, plugins: [] };
    expect(versionedRemoteOutput(config, project.root, { WEBPACK_SERVE: 'true' })).toBe(config);
  });

  it('uses the same version pattern as the gateway that serves the versions', () => {
    const gatewaySource = fs.readFileSync(
      path.join(REPO_ROOT, 'gateway/src/deployment/remote-builds.ts'),
      'utf8',
    );
    const literal = /REMOTE_VERSION_PATTERN = \/(.+)\/;/.exec(gatewaySource)[1];
    expect(literal).toBe(VERSION_PATTERN.source);
  });
});
