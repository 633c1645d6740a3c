// Builds what is stale through nx (its cache makes an unchanged project instant).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { info } from './log.mjs';

export function nxEnv() {
  return {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  };
}

const TOTAL_LINE = /Running target build for (\d+) projects?(?: and (\d+) tasks? they depend on)?/;
// The escape sequences nx colours its output with.
const ANSI_CODES = /\x1b\[[0-9;]*m/g;
const TASK_LINE = /^> nx run ([^\s:]+):build(.*)$/;

/**
 * Builds every project, printing one line per finished project ("3/21 @petcora/ui (12s)") so a first build's
 * minutes never look like a hang; nx's own output goes to `logFile`, and its last lines are printed if it fails.
 * Resolves to true when every build passed.
 */
export function buildWithProgress(root, { logFile }) {
  const nx = path.join(root, 'node_modules', '.bin', 'nx');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const started = Date.now();
  let total = '?';
  let done = 0;
  return new Promise((resolve) => {
    const child = spawn(nx, ['run-many', '-t', 'build', '--output-style=static'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: nxEnv(),
    });
    child.stderr.pipe(log, { end: false });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      // nx colours its lines whenever it thinks a terminal may show them (CI, FORCE_COLOR).
      const plain = line.replace(ANSI_CODES, '');
      const count = TOTAL_LINE.exec(plain);
      if (count) total = String(Number(count[1]) + Number(count[2] ?? 0));
      const task = TASK_LINE.exec(plain);
      if (task) {
        done += 1;
        const cached = task[2].includes('cache') ? ', from the cache' : '';
        info(`  built ${done}/${total} ${task[1]} (${Math.round((Date.now() - started) / 1000)}s${cached})`);
      }
    });
    child.once('error', () => resolve(false));
    child.once('close', (code) => {
      log.end(() => {
        if (code !== 0) {
          const lines = fs.readFileSync(logFile, 'utf8').split('\n');
          console.log(lines.slice(-80).join('\n'));
          info(`The build failed; its whole output is in ${path.relative(root, logFile)}`);
        }
        resolve(code === 0);
      });
    });
  });
}
