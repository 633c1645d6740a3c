// Builds what is stale through nx (its cache makes an unchanged project instant).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function nxEnv() {
  return {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  };
}

export function runNx(root, args) {
  const nx = path.join(root, 'node_modules', '.bin', 'nx');
  const result = spawnSync(nx, args, { cwd: root, stdio: 'inherit', env: nxEnv() });
  return result.status === 0;
}
