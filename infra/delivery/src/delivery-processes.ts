import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Lines a child wrote, kept for the test's assertions and its failure messages. */
export interface WatchedProcess {
  child: ChildProcess;
  output: string[];
  /** Sends SIGTERM to this PID (SIGKILL after `graceMs`) and resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
}

export function watch(child: ChildProcess): WatchedProcess {
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    child,
    output,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** True while a process with this PID exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** sha256 of every file under `dir` (relative path → hash): "the same files" before and after. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else
        hashes[child] = createHash('sha256')
          .update(readFileSync(path.join(dir, child)))
          .digest('hex');
    }
  };
  walk('');
  return hashes;
}

export interface StackInfo {
  processes: Record<string, number>;
  env: Record<string, string>;
}

/** The stack for this test alone (delivery-stack.mjs): resolves once every process is healthy. */
export async function startDeliveryStack(options: {
  ports: Record<string, number>;
  redisDb: number;
  logDir: string;
  env: Record<string, string>;
}): Promise<{ runner: WatchedProcess; info: StackInfo }> {
  const runner = watch(
    spawn(process.execPath, [path.join(__dirname, 'delivery-stack.mjs'), JSON.stringify(options)], {
      cwd: REPO_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('DELIVERY-STACK '));
      if (!line) return;
      runner.child.stdout?.off('data', onData);
      const parsed = JSON.parse(line.slice('DELIVERY-STACK '.length)) as StackInfo & { error?: string };
      if (parsed.error) reject(new Error(`${parsed.error} (logs in ${options.logDir})`));
      else resolve(parsed);
    };
    runner.child.stdout?.on('data', onData);
    runner.child.once('exit', (code) =>
      reject(new Error(`the stack runner exited (${code}): ${runner.output.slice(-20).join('\n')}`)),
    );
  });
  return { runner, info };
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs`. */
export async function waitUntilOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The version a remote's last build produced (its dist/current.json, ADR 0035). */
function builtVersionOf(remoteDist: string): string {
  const currentFile = path.join(remoteDist, 'current.json');
  if (!existsSync(currentFile))
    throw new Error(`${remoteDist} is not a versioned build (no current.json): run "npm run build"`);
  return (JSON.parse(readFileSync(currentFile, 'utf8')) as { version: string }).version;
}

/**
 * A copy of a remote's current build (that version and current.json) for this test's gateway to serve, so a build
 * made meanwhile in the repository cannot change what the test compares.
 */
export function snapshotRemoteDist(remote: string, into: string): { dist: string; builtVersion: string } {
  const builtVersion = builtVersionOf(path.join(REPO_ROOT, remote, 'dist'));
  const dist = path.join(into, 'dist');
  mkdirSync(dist, { recursive: true });
  cpSync(path.join(REPO_ROOT, remote, 'dist', builtVersion), path.join(dist, builtVersion), {
    recursive: true,
  });
  writeFileSync(path.join(dist, 'current.json'), JSON.stringify({ version: builtVersion }));
  return { dist, builtVersion };
}

/**
 * A working copy of a remote outside the repository (sources, package.json, webpack config; node_modules linked to
 * the repository's) whose dist/ starts with the repository's current build of that remote.
 */
export function copyRemote(
  remote: string,
  into: string,
): { dir: string; dist: string; builtVersion: string } {
  const source = path.join(REPO_ROOT, remote);
  const dir = path.join(into, remote);
  const { dist, builtVersion } = snapshotRemoteDist(remote, dir);
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.js', 'tsconfig.json'])
    if (existsSync(path.join(source, entry)))
      cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, dist, builtVersion };
}

/**
 * `webpack --mode production` in a remote's folder: the build process (stop it if the test ends first) and the
 * version the build wrote to current.json.
 */
export function buildRemote(dir: string): { build: WatchedProcess; version: Promise<string> } {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [REPO_ROOT] });
  const build = watch(
    spawn(process.execPath, [cli, '--mode', 'production'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', REMOTE_VERSION: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const version = new Promise<number | null>((resolve) => build.child.once('exit', resolve)).then((code) => {
    if (code !== 0) throw new Error(`the remote build failed:\n${build.output.slice(-30).join('\n')}`);
    return builtVersionOf(path.join(dir, 'dist'));
  });
  return { build, version };
}
