// Production source maps are written for error tracking but never served: `hidden-source-map` leaves no
// sourceMappingURL comment in the bundles, and this plugin moves every `.map` out of dist/ (the folder the gateway
// serves and the images copy) into the sibling dist-sourcemaps/, keeping the same relative paths.
const fs = require('node:fs');
const path = require('node:path');

/** The devtool of each mode: maps for error tracking in production, fast inline ones while developing. */
const PRODUCTION_DEVTOOL = 'hidden-source-map';
const DEVELOPMENT_DEVTOOL = 'eval-cheap-module-source-map';

/** Next to dist/, never inside it. */
const SOURCE_MAPS_FOLDER = 'dist-sourcemaps';

/** Every `.map` file under `dir`, as paths relative to it. */
function sourceMapsIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** Moves every `.map` under `fromDir` to the same relative path under `toDir`. */
function moveSourceMaps(fromDir, toDir) {
  for (const relative of sourceMapsIn(fromDir)) {
    const target = path.join(toDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(fromDir, relative), target);
  }
}

/**
 * After each emit, moves the maps from the output folder to `<projectRoot>/dist-sourcemaps/<same path below dist/>`:
 * the shell's to dist-sourcemaps/, a remote's staging build (dist/.staging-…) to dist-sourcemaps/.staging-…, which
 * versioned-output.js renames with the version. A build straight into dist/ starts from an empty maps folder, as
 * dist/ itself does (`output.clean`).
 */
class SourceMapsOutsidePlugin {
  /** @param {{ projectRoot: string }} options */
  constructor({ projectRoot }) {
    this.distDir = path.join(projectRoot, 'dist');
    this.mapsRoot = path.join(projectRoot, SOURCE_MAPS_FOLDER);
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SourceMapsOutsidePlugin', (compilation) => {
      const outputDir = compilation.outputOptions.path;
      const below = path.relative(this.distDir, outputDir);
      if (below.startsWith('..') || path.isAbsolute(below))
        throw new Error(`SourceMapsOutsidePlugin: ${outputDir} is not inside ${this.distDir}`);
      const mapsDir = path.join(this.mapsRoot, below);
      if (below === '') fs.rmSync(mapsDir, { recursive: true, force: true });
      moveSourceMaps(outputDir, mapsDir);
    });
  }
}

module.exports = {
  PRODUCTION_DEVTOOL,
  DEVELOPMENT_DEVTOOL,
  SOURCE_MAPS_FOLDER,
  SourceMapsOutsidePlugin,
  moveSourceMaps,
  sourceMapsIn,
};
