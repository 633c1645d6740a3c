#!/usr/bin/env node
// CPU time each process of a running stack spends per request, at a fixed rate well below saturation.
// Unlike requests/s at full load, this hardly depends on what else runs on the machine: a process's user + system
// time per answered request is its own cost, whoever else shares the cores. See README.md.
// Two ceiling cases per read (feed page, product list) beside the real ones: the bare node:http keep-alive proxy and
// the framework-less node:http + pg service of bench/ceiling.mjs (bench/lib/ideal-servers.mjs), started here as child
// processes, their CPU per request measured the same way; the ratios gateway / bare proxy and service / framework-less
// are printed at the end (`node bench/cpu-per-request.mjs feed` runs the feed's cases only).
import os from 'node:os';
import autocannon from 'autocannon';
import { assertLoopback, loadConfig } from './lib/config.mjs';
import { benchMember, directIdentityHeaders, gatewaySessionCookie } from './lib/identities.mjs';
import { feedPageSql, productListSql } from './lib/service-sql.mjs';
import { cpuMicros, processesListeningOn } from './lib/processes.mjs';
import { median } from './lib/report.mjs';
import { FEED_PATH, PRODUCT_QUERY, PRODUCTS_PATH, SEARCH_PATH } from './lib/benchmarked-reads.mjs';
import { prepareTaggedFeeds } from './lib/tagged-feed.mjs';
import { answerBytes, startIdeal, stopIdeal } from './lib/ideal-processes.mjs';

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
// The ceiling servers' ports: feed service, feed proxy, products service, products proxy.
const CEILING_PORT = Number(process.env.CEILING_PORT ?? 9390);

/**
 * The two ceiling servers of one read: the framework-less service answering `path` with the real service's statement
 * and byte count, and the bare proxy in front of the real service.
 */
async function startCeiling({ name, path, serviceUrl, headers, statement, databaseUrl, port }) {
  const bodyBytes = await answerBytes(`${serviceUrl}${path}`, headers);
  const service = await startIdeal([
    'service',
    String(port),
    JSON.stringify({ databaseUrl, statement, bodyBytes }),
  ]);
  const proxy = await startIdeal(['proxy', String(port + 1), serviceUrl]);
  return {
    children: [service, proxy],
    pids: { [`${name} framework-less`]: service.pid, [`${name} bare proxy`]: proxy.pid },
    cases: [
      [`${name} via bare proxy`, `http://127.0.0.1:${port + 1}${path}`, headers],
      [`${name} framework-less`, `http://127.0.0.1:${port}${path}`, {}],
    ],
  };
}
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
  const feedWanted = wanted('feed via bare proxy') || wanted('feed framework-less');
  const productsWanted = wanted('products via bare proxy') || wanted('products framework-less');
  const ceilings = [];
  try {
    if (feedWanted)
      ceilings.push(
        await startCeiling({
          name: 'feed',
          path: FEED_PATH,
          serviceUrl: config.socialUrl,
          headers: direct,
          statement: await feedPageSql({ viewerId: benchMember().id, page: 1, limit: 10 }),
          databaseUrl: config.databaseUrl,
          port: CEILING_PORT,
        }),
      );
    if (productsWanted)
      ceilings.push(
        await startCeiling({
          name: 'products',
          path: PRODUCTS_PATH,
          serviceUrl: config.storeUrl,
          headers: {},
          statement: await productListSql({ databaseUrl: config.databaseUrl, query: PRODUCT_QUERY }),
          databaseUrl: config.databaseUrl,
          port: CEILING_PORT + 2,
        }),
      );
    return await measureAll({ config, pids, cookie, direct, tagged, wanted, ceilings });
  } finally {
    for (const ceiling of ceilings) for (const child of ceiling.children) await stopIdeal(child);
  }
}

async function measureAll({ config, pids: stackPids, cookie, direct, tagged, wanted, ceilings }) {
  const pids = { ...stackPids, ...Object.assign({}, ...ceilings.map((c) => c.pids)) };
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
    ...ceilings.flatMap((ceiling) => ceiling.cases),
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
  // The ceiling processes' own CPU per request, and how far the real ones are from them.
  const byName = new Map(results.map((r) => [r.name, r]));
  const cpu = (caseName, process) => byName.get(caseName)?.perRequestMicros[process];
  for (const [read, service] of [
    ['feed', 'social'],
    ['products', 'store'],
  ]) {
    const proxy = cpu(`${read} via bare proxy`, `${read} bare proxy`);
    const frameworkLess = cpu(`${read} framework-less`, `${read} framework-less`);
    if (proxy === undefined && frameworkLess === undefined) continue;
    console.log(
      `${read}: bare proxy ${proxy ?? '-'} µs, framework-less service ${frameworkLess ?? '-'} µs per request`,
    );
    const gateway = cpu(`${read} via gateway`, 'gateway');
    const real = cpu(`${read} direct`, service);
    if (proxy && gateway !== undefined)
      console.log(`  gateway / bare proxy (CPU per request)            ${(gateway / proxy).toFixed(2)}`);
    if (frameworkLess && real !== undefined)
      console.log(
        `  ${service} / framework-less (CPU per request)${' '.repeat(13 - service.length)}${(real / frameworkLess).toFixed(2)}`,
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
