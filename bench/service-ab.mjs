#!/usr/bin/env node
// Two copies of one service side by side, the second with extra Node or V8 flags (or another build), each loaded at
// the same fixed rate at the same moment, CPU per answer (utime + stime from /proc) compared round by round (issue 12,
// ADR 0053). The copies run with the environment of the stack's own process for that service (read from /proc), on
// ports of their own, so they share its database, Redis and neighbours. What gateway-ab.mjs is for the gateway.
//
//   PORT_OFFSET=400 AB_NODE_FLAGS_B="--max-semi-space-size=64" node bench/service-ab.mjs social
//   PORT_OFFSET=400 node bench/service-ab.mjs store services/store/.tmp/before/dist services/store/dist
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { directIdentityHeaders } from './lib/identities.mjs';
import { FEED_PATH, PRODUCTS_PATH } from './lib/benchmarked-reads.mjs';
import { processesListeningOn, rssKiB } from './lib/processes.mjs';
import { compareCopies, waitUntilLive } from './lib/side-by-side.mjs';

const SERVICES = {
  social: { port: 3002, read: FEED_PATH, dir: 'services/social' },
  store: { port: 3003, read: PRODUCTS_PATH, dir: 'services/store' },
};
const [service, distA, distB] = process.argv.slice(2);
const chosen = SERVICES[service];
if (!chosen) {
  console.error('usage: node bench/service-ab.mjs social|store [<dist of copy A> <dist of copy B>]');
  process.exit(2);
}
const offset = Number(process.env.PORT_OFFSET ?? 0);
const rate = Number(process.env.AB_RATE ?? 300);
const seconds = Number(process.env.AB_DURATION ?? 10);
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const warmUpSeconds = Number(process.env.AB_WARMUP ?? 30);
// The copy spawned first measured a few per cent high in the gateway's series: swap the order between series.
const bFirst = process.env.AB_ORDER === 'BA';
const ports = { A: Number(process.env.AB_PORT_A ?? 18691), B: Number(process.env.AB_PORT_B ?? 18692) };
const logDir = process.env.AB_LOG_DIR ?? fs.mkdtempSync('/tmp/service-ab-');
const repoDist = path.resolve(chosen.dir, 'dist');

const stackPid = processesListeningOn({ service: chosen.port + offset }).service;
if (!stackPid)
  throw new Error(`nothing listens on ${chosen.port + offset}: start the stack with PORT_OFFSET=${offset}`);
const stackEnv = Object.fromEntries(
  fs
    .readFileSync(`/proc/${stackPid}/environ`, 'utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

function start(name, dist) {
  const log = fs.openSync(path.join(logDir, `${service}-${name}.log`), 'a');
  const flags = (process.env[`AB_NODE_FLAGS_${name}`] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, path.resolve(dist, 'main.js')], {
    cwd: path.resolve(dist, '..'),
    env: { ...stackEnv, PORT: String(ports[name]) },
    stdio: ['ignore', log, log],
  });
  return { name, child, url: `http://127.0.0.1:${ports[name]}` };
}

const order = bFirst ? ['B', 'A'] : ['A', 'B'];
const dists = { A: distA ?? repoDist, B: distB ?? repoDist };
const copies = Object.fromEntries(order.map((name) => [name, start(name, dists[name])]));
const stop = () =>
  Object.values(copies).forEach(({ child }) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  await Promise.all(
    Object.values(copies).map((copy) => waitUntilLive(copy, `${service} (logs in ${logDir})`)),
  );
  // Social reads the member from the identity header the gateway would send; the product list needs none.
  const headers =
    service === 'social' ? directIdentityHeaders(stackEnv.IDENTITY_TOKEN_PRIVATE_KEY, 'social', 3600) : {};
  const load = (copy, duration) =>
    autocannon({ url: `${copy.url}${chosen.read}`, headers, connections: 10, overallRate: rate, duration });
  await compareCopies({ name: service, copies, load, warmUpSeconds, seconds, rounds });
  console.log(
    `resident after the rounds: A ${rssKiB(copies.A.child.pid)} KiB, B ${rssKiB(copies.B.child.pid)} KiB`,
  );
} finally {
  stop();
}
