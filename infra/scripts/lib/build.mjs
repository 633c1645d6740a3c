// Builds what is stale through nx (its cache makes an unchanged project instant).
import { spawnSync } from 'node:child_process';

export function nxEnv() {
  return { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };
}

export function runNx(root, args) {
  const result = spawnSync(process.execPath, [require_resolve_nx(root), ...args], { cwd: root, stdio: 'inherit', env: nxEnv() });
  return result.status === 0;
}

function require_resolve_nx(root) {
  return `${root}/node_modules/nx/bin/nx.js`;
}
