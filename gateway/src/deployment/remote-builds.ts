import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../config/gateway-config';

/**
 * A remote build's version: also the URL segment `/mfe/<remote>/<version>/`. The same pattern as
 * libs/tooling/webpack-config/versioned-output.js (infra/delivery checks they agree). No leading dot, no slash.
 */
export const REMOTE_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Written by each build next to the versions: the version it produced (the default live one). */
export const CURRENT_BUILD_FILE = 'current.json';

export function manifestPathOf(remote: RemoteName, version: string): string {
  return `/mfe/${remote}/${version}/mf-manifest.json`;
}

/**
 * The versioned builds of one remote in its dist folder (`dist/<version>/…` + `dist/current.json`). Read on demand:
 * a build made after start-up is seen without a restart.
 */
export class RemoteBuilds {
  private latestCache: { mtimeMs: number; version: string | null } | undefined;

  constructor(
    readonly remote: RemoteName,
    readonly distDir: string,
  ) {}

  /** The version the last build produced, or null when there is none (never built, or a broken current.json). */
  async latest(): Promise<string | null> {
    const file = path.join(this.distDir, CURRENT_BUILD_FILE);
    try {
      const { mtimeMs } = await fs.stat(file);
      if (this.latestCache?.mtimeMs !== mtimeMs) {
        const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as { version?: unknown };
        const version =
          typeof parsed.version === 'string' && REMOTE_VERSION_PATTERN.test(parsed.version)
            ? parsed.version
            : null;
        this.latestCache = { mtimeMs, version };
      }
      return this.latestCache.version;
    } catch {
      return null;
    }
  }

  /** True when `version` is a well-formed name and its manifest is on disk. */
  async has(version: string): Promise<boolean> {
    if (!REMOTE_VERSION_PATTERN.test(version)) return false;
    return fs.stat(path.join(this.distDir, version, 'mf-manifest.json')).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** Every version on disk, newest build first. */
  async versions(): Promise<string[]> {
    const entries = await fs.readdir(this.distDir, { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      entries
        .filter((entry) => entry.isDirectory() && REMOTE_VERSION_PATTERN.test(entry.name))
        .map(async (entry) => {
          const stat = await fs
            .stat(path.join(this.distDir, entry.name, 'mf-manifest.json'))
            .catch(() => null);
          return stat ? { version: entry.name, mtimeMs: stat.mtimeMs } : null;
        }),
    );
    return found
      .filter((v): v is { version: string; mtimeMs: number } => v !== null)
      .sort((a, b) => b.mtimeMs - a.mtimeMs)
      .map((v) => v.version);
  }
}
