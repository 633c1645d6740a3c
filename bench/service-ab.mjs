#!/usr/bin/env node
// Two copies of one service side by side, the second with extra Node or V8 flags (or another build), each loaded at
// the same fixed rate at the same moment, CPU per answer (utime + stime from /proc) compared round by round (see
// ADR 0063). The copies run with the environment of the stack's own process for that service (read from /proc), on
// ports of their own, so they share its database, Redis and neighbours. What gateway-ab.mjs is for the gateway.
//
//   PORT_OFFSET=400 AB_NODE_FLAGS_B="--max-semi-space-size=64" node bench/service-ab.mjs social
//   PORT_OFFSET=400 node bench/service-ab.mjs store services/store/.tmp/before/dist services/store/dist
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { directIdentityHeaders } from './lib/identities.mjs';
import { FEED_PATH, PRODUCTS_PATH } from './lib/benchmarked-reads.mjs';
import { processesListeningOn, rssKiB } from './lib/processes.mjs';
import { compareCopies, sideBySideSettings, spawnCopy, startCopies } from './lib/side-by-side.mjs';

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
const { offset, rate, seconds, rounds, warmUpSeconds, bFirst, ports, logDir } = sideBySideSettings({
  rate: 300,
  seconds: 10,
  rounds: 6,
  ports: [18691, 18692],
  logPrefix: '/tmp/service-ab-',
});
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
  const env = { ...stackEnv, PORT: String(ports[name]) };
  return spawnCopy({ name, dist, env, port: ports[name], logDir, label: service });
}

const dists = { A: distA ?? repoDist, B: distB ?? repoDist };
const { copies, stop } = await startCopies({
  start: (name) => start(name, dists[name]),
  bFirst,
  what: `${service} (logs in ${logDir})`,
});

try {
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
