// Two copies of one process (A and B) loaded at the same moment at the same rate, CPU per answer compared round by
// round: what bench/gateway-ab.mjs and bench/service-ab.mjs share.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './report.mjs';
import { cpuMicros } from './processes.mjs';

/**
 * The run's settings from the environment (README "Two gateway builds side by side"), with each tool's defaults:
 * PORT_OFFSET, AB_RATE, AB_DURATION, AB_ROUNDS, AB_WARMUP (a fresh process keeps optimising for minutes: these
 * seconds of load per case are not counted), AB_ORDER=BA (the copy spawned first measured 1-7 % more in earlier
 * series: swap it between series), AB_PORT_A/_B, AB_LOG_DIR.
 */
export function sideBySideSettings({ rate, seconds, rounds, ports, logPrefix }) {
  const env = process.env;
  return {
    offset: Number(env.PORT_OFFSET ?? 0),
    rate: Number(env.AB_RATE ?? rate),
    seconds: Number(env.AB_DURATION ?? seconds),
    rounds: Number(env.AB_ROUNDS ?? rounds),
    warmUpSeconds: Number(env.AB_WARMUP ?? 30),
    bFirst: env.AB_ORDER === 'BA',
    ports: { A: Number(env.AB_PORT_A ?? ports[0]), B: Number(env.AB_PORT_B ?? ports[1]) },
    logDir: env.AB_LOG_DIR ?? fs.mkdtempSync(logPrefix),
  };
}

/**
 * Spawns copy `name` (A or B) of a built process (`<dist>/main.js`, run from the dist's parent folder) with `env`, and
 * with the Node or V8 flags of AB_NODE_FLAGS_A / _B for that copy only (e.g. a GC setting against none, the same build
 * twice). Its output goes straight to `<logDir>/<label>-<name>.log`: no process relaying log lines takes CPU per request.
 */
export function spawnCopy({ name, dist, env, port, logDir, label }) {
  const log = fs.openSync(path.join(logDir, `${label}-${name}.log`), 'a');
  const flags = (process.env[`AB_NODE_FLAGS_${name}`] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, path.resolve(dist, 'main.js')], {
    cwd: path.resolve(dist, '..'),
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return { name, child, url: `http://127.0.0.1:${port}` };
}

/**
 * Starts copy A and copy B with `start(name)` (B first when `bFirst`), stops both (SIGTERM by PID) on Ctrl-C, and
 * resolves once both answer their health check. Returns the copies and `stop()`.
 */
export async function startCopies({ start, bFirst, what }) {
  const order = bFirst ? ['B', 'A'] : ['A', 'B'];
  const copies = Object.fromEntries(order.map((name) => [name, start(name)]));
  const stop = () =>
    Object.values(copies).forEach(({ child }) => child.exitCode === null && child.kill('SIGTERM'));
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await Promise.all(Object.values(copies).map((copy) => waitUntilLive(copy, what)));
  } catch (error) {
    stop();
    throw error;
  }
  return { copies, stop };
}

/** Resolves once `${copy.url}/health/live` answers 200; throws after ~`seconds`. */
export async function waitUntilLive(copy, what, seconds = 30) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      if ((await fetch(`${copy.url}/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} copy ${copy.name} did not start`);
}

/**
 * Warms both copies up with `load(copy, warmUpSeconds)`, then runs `rounds` rounds of `load(copy, seconds)` on both at
 * once, printing each round's CPU per answer (utime + stime of `copy.child.pid`) and returning the medians.
 * `load` resolves with autocannon's result; any non-2xx answer or error fails the comparison.
 */
export async function compareCopies({ name, copies, load, warmUpSeconds, seconds, rounds }) {
  await Promise.all([load(copies.A, warmUpSeconds), load(copies.B, warmUpSeconds)]);
  const perRound = [];
  for (let round = 1; round <= rounds; round++) {
    const before = { A: cpuMicros(copies.A.child.pid), B: cpuMicros(copies.B.child.pid) };
    const [a, b] = await Promise.all([load(copies.A, seconds), load(copies.B, seconds)]);
    const after = { A: cpuMicros(copies.A.child.pid), B: cpuMicros(copies.B.child.pid) };
    for (const [copy, result] of [
      ['A', a],
      ['B', b],
    ])
      if (result.non2xx + result.errors + result.timeouts > 0)
        throw new Error(`${name} via ${copy}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const micros = {
      A: Math.round((after.A - before.A) / a['2xx']),
      B: Math.round((after.B - before.B) / b['2xx']),
    };
    perRound.push(micros);
    console.log(
      `${name} round ${round}: A ${micros.A} µs, B ${micros.B} µs per answer, B/A ${(micros.B / micros.A).toFixed(3)}` +
        ` (load ${os.loadavg()[0].toFixed(1)})`,
    );
  }
  const ratios = perRound.map(({ A, B }) => B / A);
  const result = {
    A: Math.round(median(perRound.map((r) => r.A))),
    B: Math.round(median(perRound.map((r) => r.B))),
    ratio: Number(median(ratios).toFixed(3)),
    range: [Math.min(...ratios), Math.max(...ratios)].map((r) => Number(r.toFixed(3))),
    bLowerIn: ratios.filter((r) => r < 1).length,
    rounds: perRound,
  };
  console.log(
    `${name}: A ${result.A} µs, B ${result.B} µs (medians), B/A ${result.ratio} (${result.range.join('-')}), B lower in ${result.bLowerIn} of ${rounds}`,
  );
  return result;
}
