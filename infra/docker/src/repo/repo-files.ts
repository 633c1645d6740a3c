import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository root: these tests check files that live there (docker-compose.yml, .dockerignore…). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

export function repoPath(relativePath: string): string {
  return path.join(REPO_ROOT, relativePath);
}

export function readRepoFile(relativePath: string): string {
  return readFileSync(repoPath(relativePath), 'utf8');
}

export function repoFileExists(relativePath: string): boolean {
  return existsSync(repoPath(relativePath));
}

export interface PackageManifest {
  name?: string;
  scripts?: Record<string, string>;
  workspaces?: string[];
}

/** A workspace folder's package.json, or undefined when the folder has none. */
export function workspaceManifest(workspaceFolder: string): PackageManifest | undefined {
  const manifest = path.join(workspaceFolder, 'package.json');
  if (!repoFileExists(manifest)) return undefined;
  return JSON.parse(readRepoFile(manifest)) as PackageManifest;
}

export function workspacePackageName(workspaceFolder: string): string | undefined {
  return workspaceManifest(workspaceFolder)?.name;
}

/** The root package.json's workspace patterns (plain folders and `*` segments) expanded to folders with a package.json. */
export function workspaceFolders(): string[] {
  const patterns = workspaceManifest('.')?.workspaces ?? [];
  const expand = (segments: string[], base: string): string[] => {
    if (segments.length === 0) return [base];
    const [head, ...rest] = segments;
    const children =
      head === '*'
        ? readdirSync(repoPath(base || '.')).filter((child) =>
            statSync(repoPath(path.join(base, child))).isDirectory(),
          )
        : [head];
    return children.flatMap((child) => expand(rest, base ? `${base}/${child}` : child));
  };
  return patterns
    .flatMap((pattern) => expand(pattern.split('/'), ''))
    .filter((folder) => repoFileExists(path.join(folder, 'package.json')));
}
