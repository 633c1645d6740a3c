// The ideal servers (lib/ideal-servers.mjs) as child processes, for the benches that measure against them.
import { fork } from 'node:child_process';

/** Starts ideal-servers.mjs with `args`; resolves once it says it listens. */
export function startIdeal(args) {
  const child = fork(new URL('./ideal-servers.mjs', import.meta.url), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`ideal server exited with ${code}`)));
  });
}

export async function stopIdeal(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The size of `url`'s answer, so an ideal server can be checked to answer the same bytes. */
export async function answerBytes(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.byteLength(await response.text());
}
