#!/usr/bin/env node
// CPU time each process of a running stack spends per request, at a fixed rate well below saturation.
// Unlike requests/s at full load, this hardly depends on what else runs on the machine: a process's user + system
// time per answered request is its own cost, whoever else shares the cores. See README.md.
import os from 'node:os';
import autocannon from 'autocannon';
import { assertLoopback, loadConfig } from './lib/config.mjs';
import { directIdentityHeaders, gatewaySessionCookie } from './lib/identities.mjs';
import { cpuMicros, processesListeningOn } from './lib/processes.mjs';
import { median } from './lib/report.mjs';
import { FEED_PATH, PRODUCTS_PATH, SEARCH_PATH } from './lib/benchmarked-reads.mjs';
import { prepareTaggedFeeds } from './lib/tagged-feed.mjs';

const rate = Number(process.env.CPU_RATE ?? 200);
const seconds = Number(process.env.CPU_DURATION ?? 10);
const connections = Number(process.env.CPU_CONNECTIONS ?? 10);
// Long enough for V8 to finish compiling the path: with 3 s, the first case after a start read 20-40 % high.
const warmUpSeconds = Number(process.env.CPU_WARMUP ?? 6);
// Every case is measured this many times, the order reversed in every other round, and the median reported: a
// process is still being optimised minutes after a start, so with one pass whichever case ran first read high (the
// feed via the gateway ran first, and social read ~200 µs dearer behind the gateway than direct; warm and
// interleaved, the two are within ~50 µs).
const rounds = Number(process.env.CPU_ROUNDS ?? 2);
async function measure(name, url, headers, pids) {
  // Warm-up at the same rate: JIT, pools, caches.
  await autocannon({ url, headers, connections, overallRate: rate, duration: warmUpSeconds });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, cpuMicros(pid)]));
  const result = await autocannon({ url, headers, connections, overallRate: rate, duration: seconds });
  const after = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, cpuMicros(pid)]));
  const answered = result['2xx'];
  const failures = result.non2xx + result.errors + result.timeouts;
  const perRequest = Object.fromEntries(
    Object.keys(pids).map((n) => [n, Math.round((after[n] - before[n]) / answered)]),
  );
  return {
    name,
    answered,
    failures,
    perSecond: Math.round(answered / result.duration),
    perRequestMicros: perRequest,
  };
}

/** One case's rounds as one: each process's median CPU per request, failures summed. */
function medianOf(runs) {
  const roundedMedian = (values) => Math.round(median(values));
  const processes = Object.keys(runs[0].perRequestMicros);
  return {
    name: runs[0].name,
    answered: runs.reduce((sum, r) => sum + r.answered, 0),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    perSecond: roundedMedian(runs.map((r) => r.perSecond)),
    perRequestMicros: Object.fromEntries(
      processes.map((p) => [p, roundedMedian(runs.map((r) => r.perRequestMicros[p]))]),
    ),
  };
}

async function main() {
  const config = loadConfig();
  for (const url of [config.gatewayUrl, config.socialUrl, config.storeUrl]) assertLoopback(url);
  const port = (url) => Number(new URL(url).port);
  const pids = processesListeningOn({
    gateway: port(config.gatewayUrl),
    account: port(config.accountUrl),
    social: port(config.socialUrl),
    store: port(config.storeUrl),
  });
  const cookie = await gatewaySessionCookie(config.gatewayUrl);
  const direct = directIdentityHeaders(config.identityPrivateKey, 'social', 3600);
  const only = process.argv.slice(2);
  const wanted = (name) => only.length === 0 || only.some((word) => name.includes(word));
  // 10 posts each tagging 3 products and 1 pet against the same page untagged: within 10 % of its CPU per answer.
  const tagged = wanted('tagged feed') || wanted('plain feed') ? await prepareTaggedFeeds(config) : null;
  const cases = [
    ...(tagged
      ? [
          ['plain feed direct', `${config.socialUrl}${tagged.plainPath}`, direct],
          ['tagged feed direct', `${config.socialUrl}${tagged.taggedPath}`, direct],
        ]
      : []),
    ['feed via gateway', `${config.gatewayUrl}${FEED_PATH}`, { cookie }],
    ['feed direct', `${config.socialUrl}${FEED_PATH}`, direct],
    ['products via gateway', `${config.gatewayUrl}${PRODUCTS_PATH}`, { cookie }],
    ['products direct', `${config.storeUrl}${PRODUCTS_PATH}`, {}],
    ['search via gateway', `${config.gatewayUrl}${SEARCH_PATH}`, { cookie }],
  ].filter(([name]) => wanted(name));
  const load = { before: os.loadavg()[0].toFixed(2) };
  const byCase = new Map(cases.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url, headers] of round % 2 === 0 ? cases : [...cases].reverse()) {
      const result = await measure(name, url, headers, pids);
      byCase.get(name).push(result);
      process.stderr.write(`▸ round ${round + 1}: ${JSON.stringify(result)}\n`);
    }
  }
  const results = [...byCase.values()].map(medianOf);
  load.after = os.loadavg()[0].toFixed(2);
  console.log(
    `CPU µs per request at ${rate} req/s for ${seconds} s, median of ${rounds} round(s) (load ${load.before} → ${load.after})`,
  );
  console.log('case                  | req/s | fail | gateway | social | store | account');
  for (const r of results) {
    const p = r.perRequestMicros;
    console.log(
      `${r.name.padEnd(21)} | ${String(r.perSecond).padStart(5)} | ${String(r.failures).padStart(4)} | ` +
        `${String(p.gateway).padStart(7)} | ${String(p.social).padStart(6)} | ${String(p.store).padStart(5)} | ${String(p.account).padStart(7)}`,
    );
  }
  const failed = results.some((r) => r.failures > 0);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
