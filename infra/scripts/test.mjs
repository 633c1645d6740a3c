#!/usr/bin/env node
// `npm test`: type-check and lint, every project's jest tests (real Postgres and Redis), then the Playwright suite
// in real Chromium against the whole stack started on test ports with a fresh database. Ends with
// "N passed, N failed" summed over every runner.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runEndToEnd } from './lib/e2e.mjs';
import { runNx, nxEnv } from './lib/build.mjs';
import { findChromium } from './lib/chromium.mjs';
import { info, fail } from './lib/log.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, '.tmp', 'test-results');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(path.join(outDir, 'logs'), { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const stamp = () => `${Math.round((Date.now() - started) / 1000)}s`;

function bin(name) {
  return path.join(root, 'node_modules', '.bin', name);
}

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...nxEnv(), ...env } }).status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A gate that is not a test runner (build, type-check, lint) counts as one test. */
function gate(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    fail(`${name} failed`);
  }
  return ok;
}

async function main() {
  const chromium = findChromium();
  info(`[${stamp()}] Chromium: ${chromium}`);

  info(`[${stamp()}] Building every project…`);
  if (!gate('build', runNx(root, ['run-many', '-t', 'build', '--output-style=static']))) return;

  info(`[${stamp()}] Type-checking and linting…`);
  // The libraries a typecheck depends on (`^build`) were built just above: without the cache (CI) nx would build all
  // 24 again (80 s of a 195 s typecheck on a 2-core machine).
  gate(
    'typecheck',
    runNx(root, ['run-many', '-t', 'typecheck', '--excludeTaskDependencies', '--output-style=static']),
  );
  gate('lint', runNx(root, ['run-many', '-t', 'lint', '--output-style=static']));
  gate(
    'format (prettier --check)',
    run(bin('prettier'), ['--check', '--log-level=warn', '**/*.{ts,tsx,js,mjs,cjs,css,json}']) === 0,
  );

  info(`[${stamp()}] Unit and integration tests (jest, real Postgres and Redis)…`);
  const jestOut = path.join(outDir, 'jest.json');
  run(bin('jest'), ['-c', 'jest.config.js', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestOut}`], {
    NODE_ENV: 'test',
  });
  const jest = readJson(jestOut);
  if (jest) {
    totals.passed += jest.numPassedTests;
    totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += jest.numPendingTests + jest.numTodoTests;
    info(
      `[${stamp()}] jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites} suites failed to run`,
    );
  } else gate('jest (no report written)', false);

  const pw = await runEndToEnd({
    root,
    chromium,
    outDir,
    run: (args, env) => run(bin('playwright'), args, env),
  });
  if (pw.error) gate(`end-to-end stack: ${pw.error}`, false);
  else if (pw.stats) {
    totals.passed += pw.stats.expected + pw.stats.flaky;
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
    info(
      `[${stamp()}] playwright: ${pw.stats.expected} passed, ${pw.stats.unexpected} failed, ${pw.stats.flaky} flaky`,
    );
  } else gate('playwright (no report written)', false);
}

try {
  await main();
} catch (error) {
  gate(String(error instanceof Error ? error.message : error), false);
}
info(`Finished in ${stamp()}. Logs and reports: ${path.relative(root, outDir)}/`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
