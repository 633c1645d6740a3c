#!/usr/bin/env node
// Two gateway builds side by side in front of one running stack's services: each loaded at the same fixed rate at
// the same time, and each one's CPU per answer (utime + stime from /proc) compared round by round. Both
// copies share the machine's state at every moment, so a change of a few per cent shows even on a busy machine,
// where single runs of cpu-per-request.mjs differ by ±20 %. See README.md ("Two gateway builds side by side").
//
//   node bench/gateway-ab.mjs <dist of build A> <dist of build B>
//   e.g. cp -r gateway/dist gateway/dist-before (before the change), rebuild, then
//        PORT_OFFSET=400 node bench/gateway-ab.mjs gateway/dist-before gateway/dist
import autocannon from 'autocannon';
import { assertLoopback } from './lib/config.mjs';
import { gatewaySessionCookie } from './lib/identities.mjs';
import { FEED_PATH, PRODUCTS_PATH, SEARCH_PATH } from './lib/benchmarked-reads.mjs';
import { compareCopies, sideBySideSettings, spawnCopy, startCopies } from './lib/side-by-side.mjs';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: node bench/gateway-ab.mjs <dist of build A> <dist of build B>');
  process.exit(2);
}
const { offset, rate, seconds, rounds, warmUpSeconds, bFirst, ports, logDir } = sideBySideSettings({
  rate: 100,
  seconds: 8,
  rounds: 8,
  ports: [18590, 18591],
  logPrefix: '/tmp/gateway-ab-',
});
const cases = (process.env.AB_CASES ?? 'feed,products').split(',');

const services = {
  ACCOUNT_SERVICE_URL: `http://127.0.0.1:${3001 + offset}`,
  SOCIAL_SERVICE_URL: `http://127.0.0.1:${3002 + offset}`,
  STORE_SERVICE_URL: `http://127.0.0.1:${3003 + offset}`,
};
for (const url of Object.values(services)) assertLoopback(url);

function start(name, dist) {
  const env = {
    ...process.env,
    ...services,
    NODE_ENV: 'development',
    GATEWAY_PORT: String(ports[name]),
    RATE_LIMIT_API_PER_MIN: '1000000',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  return spawnCopy({ name, dist, env, port: ports[name], logDir, label: 'gateway' });
}

const dists = { A: distA, B: distB };
const { copies, stop } = await startCopies({
  start: (name) => start(name, dists[name]),
  bFirst,
  what: `gateway (logs in ${logDir})`,
});

try {
  const cookie = await gatewaySessionCookie(copies.A.url);
  const paths = { feed: FEED_PATH, products: PRODUCTS_PATH, search: SEARCH_PATH };
  const load = (copy, casePath, duration) =>
    autocannon({
      url: `${copy.url}${casePath}`,
      headers: { cookie },
      connections: 5,
      overallRate: rate,
      duration,
    });
  const results = {};
  for (const name of cases) {
    const casePath = paths[name];
    if (!casePath) throw new Error(`unknown case ${name}`);
    results[name] = await compareCopies({
      name,
      copies,
      load: (copy, duration) => load(copy, casePath, duration),
      warmUpSeconds,
      seconds,
      rounds,
    });
  }
  console.log(JSON.stringify({ distA, distB, order: bFirst ? 'BA' : 'AB', rate, seconds, results }));
} finally {
  stop();
}
