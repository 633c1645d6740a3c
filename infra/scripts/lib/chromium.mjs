// Finds the Chromium that Playwright drives (Debian's package), installing it when we can.
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { info } from './log.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && fs.existsSync(configured)) return configured;
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (found) return found;
  if (os.userInfo().uid === 0 && fs.existsSync('/usr/bin/apt-get')) {
    info("Chromium not found: installing Debian's chromium package (needed by the browser tests)…");
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['update', '-qq']);
    run(['install', '-y', '-qq', 'chromium']);
    const installed = CANDIDATES.find((p) => fs.existsSync(p));
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is needed for the browser tests: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.',
  );
}
