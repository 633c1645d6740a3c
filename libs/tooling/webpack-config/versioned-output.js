// A remote's production build goes to dist/<version>/ and is never touched again; dist/current.json names the
// version the build produced (the gateway's default live version). ADR 0035.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { moveSourceMaps, SOURCE_MAPS_FOLDER } = require('./source-maps');

/** Version names: also the URL segment `/mfe/<remote>/<version>/` (the gateway checks the same pattern). */
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const CURRENT_FILE = 'current.json';
const STAGING_PREFIX = '.staging-';

/** sha256 over every file's relative path and bytes, in a fixed order: the same output gives the same hash. */
function hashDirectory(dir) {
  const hash = crypto.createHash('sha256');
  const walk = (relative) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else
        hash
          .update(`${child}\0`)
          .update(fs.readFileSync(path.join(dir, child)))
          .update('\0');
    }
  };
  walk('');
  return hash.digest('hex');
}

/** What the old flat layout left in dist/ (mf-manifest.json, chunks, fonts/…): everything but versions. */
function removeFlatLayout(distDir) {
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true })) {
    if (entry.name === CURRENT_FILE || entry.name.startsWith('.')) continue;
    const isVersion =
      entry.isDirectory() && fs.existsSync(path.join(distDir, entry.name, 'mf-manifest.json'));
    if (!isVersion) fs.rmSync(path.join(distDir, entry.name), { recursive: true, force: true });
  }
}

/** Versions kept in dist/ by default: enough for pages opened long ago and a few rollbacks, bounded on disk. */
const DEFAULT_KEPT_VERSIONS = 10;

/** Drops the oldest versions (by build time) beyond `keep`; never `justBuilt`. */
function pruneOldVersions(distDir, keep, justBuilt) {
  const versions = fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== justBuilt && VERSION_PATTERN.test(entry.name))
    .map((entry) => {
      const manifest = path.join(distDir, entry.name, 'mf-manifest.json');
      return { name: entry.name, builtAt: fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0 };
    })
    .sort((a, b) => b.builtAt - a.builtAt);
  for (const old of versions.slice(Math.max(keep - 1, 0)))
    fs.rmSync(path.join(distDir, old.name), { recursive: true, force: true });
}

/** The maps of the version just built go to dist-sourcemaps/<version>/ (those of a rebuilt version are replaced). */
function keepSourceMapsOf(version, mapsStagingDir, mapsRoot) {
  if (!fs.existsSync(mapsStagingDir)) return;
  const target = path.join(mapsRoot, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(mapsStagingDir, target);
}

/**
 * dist-sourcemaps/ keeps the versions dist/ keeps, nothing else (older ones, left-over staging folders); maps a
 * version built before they were kept apart still holds in dist/ move there too.
 */
function dropSourceMapsOfRemovedVersions(mapsRoot, distDir) {
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true }))
    if (entry.isDirectory() && fs.existsSync(path.join(distDir, entry.name, 'mf-manifest.json')))
      moveSourceMaps(path.join(distDir, entry.name), path.join(mapsRoot, entry.name));
  if (!fs.existsSync(mapsRoot)) return;
  for (const entry of fs.readdirSync(mapsRoot, { withFileTypes: true }))
    if (!fs.existsSync(path.join(distDir, entry.name, 'mf-manifest.json')))
      fs.rmSync(path.join(mapsRoot, entry.name), { recursive: true, force: true });
}

class VersionedOutputPlugin {
  /**
   * @param {{ distDir: string, stagingDir: string, packageVersion: string, requestedVersion?: string,
   *           keptVersions: number }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { distDir, stagingDir, packageVersion, requestedVersion, keptVersions } = this.options;
    // Where source-maps.js put this build's maps: the same staging name under dist-sourcemaps/.
    const mapsRoot = path.join(path.dirname(distDir), SOURCE_MAPS_FOLDER);
    const mapsStagingDir = path.join(mapsRoot, path.basename(stagingDir));
    compiler.hooks.afterEmit.tap('VersionedOutputPlugin', (compilation) => {
      if (compilation.errors.length > 0) {
        fs.rmSync(stagingDir, { recursive: true, force: true });
        fs.rmSync(mapsStagingDir, { recursive: true, force: true });
        return;
      }
      const version = requestedVersion || `${packageVersion}-${hashDirectory(stagingDir).slice(0, 10)}`;
      const target = path.join(distDir, version);
      if (fs.existsSync(target)) {
        fs.rmSync(stagingDir, { recursive: true, force: true });
        // A content-hashed name that exists holds these very files; a given build id is never reused.
        if (requestedVersion) {
          compilation.errors.push(
            new Error(`REMOTE_VERSION=${version} was already built (${target}); versions are never reused`),
          );
          return;
        }
      } else {
        fs.renameSync(stagingDir, target);
      }
      keepSourceMapsOf(version, mapsStagingDir, mapsRoot);
      removeFlatLayout(distDir);
      pruneOldVersions(distDir, keptVersions, version);
      dropSourceMapsOfRemovedVersions(mapsRoot, distDir);
      const current = { version, builtAt: new Date().toISOString() };
      fs.writeFileSync(path.join(distDir, CURRENT_FILE), `${JSON.stringify(current, null, 2)}\n`);
      compilation.logger?.info?.(`remote version ${version} in ${target}`);
    });
  }
}

/**
 * Turns a remote's config into a versioned build: output to a staging folder, then renamed to dist/<version>/.
 * `webpack serve` (WEBPACK_SERVE) keeps the plain in-memory output.
 */
function versionedRemoteOutput(config, projectRoot, env = process.env) {
  if (env.WEBPACK_SERVE) return config;
  const requestedVersion = env.REMOTE_VERSION?.trim() || undefined;
  if (requestedVersion && !VERSION_PATTERN.test(requestedVersion))
    throw new Error(`REMOTE_VERSION must match ${VERSION_PATTERN} (got "${requestedVersion}")`);
  const distDir = path.join(projectRoot, 'dist');
  const stagingDir = path.join(
    distDir,
    `${STAGING_PREFIX}${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  const packageVersion = require(path.join(projectRoot, 'package.json')).version;
  const keptRaw = env.REMOTE_KEEP_VERSIONS?.trim();
  const keptVersions = keptRaw ? Number(keptRaw) : DEFAULT_KEPT_VERSIONS;
  if (!Number.isInteger(keptVersions) || keptVersions < 1)
    throw new Error(`REMOTE_KEEP_VERSIONS must be a whole number of at least 1 (got "${keptRaw}")`);
  return {
    ...config,
    // Old versions stay (a visitor mid-session still loads their lazy chunks): nothing is cleaned.
    output: { ...config.output, path: stagingDir, clean: false },
    plugins: [
      ...config.plugins,
      new VersionedOutputPlugin({ distDir, stagingDir, packageVersion, requestedVersion, keptVersions }),
    ],
  };
}

module.exports = { versionedRemoteOutput, VERSION_PATTERN, CURRENT_FILE, hashDirectory };
