#!/usr/bin/env node
// `npm run test:e2e -- [playwright args]`: only the browser suite (the projects must be built: npm run build).
// Example: npm run test:e2e -- tests/shell/csp.spec.ts
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runEndToEnd } from './lib/e2e.mjs';
import { findChromium } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, '.tmp', 'e2e-results');
fs.mkdirSync(path.join(outDir, 'logs'), { recursive: true });
const result = await runEndToEnd({
  root,
  chromium: findChromium(),
  outDir,
  playwrightArgs: process.argv.slice(2),
  run: (args, env) =>
    spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test', ...env },
    }).status ?? 1,
});
if (result.error) console.error(result.error);
const stats = result.stats ?? { expected: 0, unexpected: 1, flaky: 0 };
console.log(`${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
process.exit(result.error || stats.unexpected > 0 ? 1 : 0);
