#!/usr/bin/env node
// `npm test`: builds every project; then type-check, lint and format check side by side with every project's jest
// tests (real Postgres and Redis: much of their time is waiting on a database, which leaves a core for the checks);
// then the Playwright suite in real Chromium against the whole stack started on test ports with a fresh database.
// Ends with "N passed, N failed" summed over every runner.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runEndToEnd } from './lib/e2e.mjs';
import { buildWithProgress, nxEnv } from './lib/build.mjs';
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

/** Runs a command without blocking this process (so two can run at once); its output goes to `logFile` if given. */
function runInBackground(command, args, { env = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const output = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', output, output],
      env: { ...nxEnv(), ...env },
    });
    if (logFile) fs.closeSync(output);
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Type-check, lint and format check, one after the other, each into its own log (printed when it fails). One nx task
 * at a time: they share the machine with jest.
 */
async function staticChecks() {
  const steps = [
    {
      name: 'typecheck',
      command: bin('nx'),
      // The libraries a typecheck depends on (`^build`) were built already: without the cache (CI) nx would build
      // all of them again.
      args: [
        'run-many',
        '-t',
        'typecheck',
        '--excludeTaskDependencies',
        '--output-style=static',
        '--parallel=1',
      ],
    },
    {
      name: 'lint',
      command: bin('nx'),
      args: ['run-many', '-t', 'lint', '--output-style=static', '--parallel=1'],
    },
    {
      name: 'format (prettier --check)',
      command: bin('prettier'),
      args: ['--check', '--log-level=warn', '**/*.{ts,tsx,js,mjs,cjs,css,json}'],
    },
  ];
  const results = [];
  for (const step of steps) {
    const logFile = path.join(outDir, 'logs', `${step.name.split(' ')[0]}.log`);
    const stepStarted = Date.now();
    const ok = (await runInBackground(step.command, step.args, { logFile })) === 0;
    results.push({ ...step, ok, logFile, seconds: Math.round((Date.now() - stepStarted) / 1000) });
  }
  return results;
}

function printTail(file, lines = 60) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  console.log(text.split('\n').slice(-lines).join('\n'));
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
  const built = await buildWithProgress(root, { logFile: path.join(outDir, 'logs', 'build.log') });
  if (!gate('build', built)) return;

  info(
    `[${stamp()}] Unit and integration tests (jest, real Postgres and Redis), type-check, lint and format beside…`,
  );
  const jestOut = path.join(outDir, 'jest.json');
  const [checks] = await Promise.all([
    staticChecks(),
    runInBackground(
      bin('jest'),
      ['-c', 'jest.config.js', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestOut}`],
      {
        env: { NODE_ENV: 'test' },
      },
    ),
  ]);
  for (const check of checks) {
    info(
      `${check.name}: ${check.ok ? 'passed' : 'FAILED'} in ${check.seconds}s (${path.relative(root, check.logFile)})`,
    );
    if (!check.ok) printTail(check.logFile);
    gate(check.name, check.ok);
  }
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
