#!/usr/bin/env node
// What the two ratio targets could reach at best on this machine: the real social and store services and the real
// gateway, measured in interleaved rounds next to (a) a framework-less Node service running the same statement and
// writing the same number of bytes and (b) a bare Node proxy in front of the real service (bench/lib/ideal-servers.mjs),
// and the bare SQL as bench/run.mjs sends it. Run against a running bench stack (same env as run.mjs, data seeded by
// a run.mjs run first). Prints medians and the ratios; writes bench/results/latest-ceiling.json (--save: the
// committed baseline results/ceiling.json too).
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { assertLoopback, loadConfig, machine } from './lib/config.mjs';
import { benchMember, directIdentityHeaders, gatewaySessionCookie } from './lib/identities.mjs';
import { feedPageSql, productListSql } from './lib/service-sql.mjs';
import { measureHttp, measureSql } from './lib/measure.mjs';
import { median } from './lib/report.mjs';
import { FEED_PATH, PRODUCT_QUERY, PRODUCTS_PATH } from './lib/benchmarked-reads.mjs';
import { answerBytes, startIdeal, stopIdeal } from './lib/ideal-processes.mjs';

const IDEAL_PORT = Number(process.env.CEILING_PORT ?? 9390);
const log = (message) => process.stderr.write(`▸ ${message}\n`);

async function main() {
  const config = loadConfig();
  for (const url of [config.gatewayUrl, config.socialUrl, config.storeUrl, config.databaseUrl])
    assertLoopback(url);
  const settings = {
    durationSeconds: config.durationSeconds,
    warmupSeconds: config.warmupSeconds,
    connections: config.connections,
  };
  const member = benchMember();
  const gatewayHeaders = { cookie: await gatewaySessionCookie(config.gatewayUrl) };
  const directHeaders = directIdentityHeaders(config.identityPrivateKey, 'social', 3600);
  const targets = [
    {
      name: 'feed',
      path: FEED_PATH,
      serviceUrl: config.socialUrl,
      directHeaders,
      statement: await feedPageSql({ viewerId: member.id, page: 1, limit: 10 }),
    },
    {
      name: 'products',
      path: PRODUCTS_PATH,
      serviceUrl: config.storeUrl,
      directHeaders: {},
      statement: await productListSql({ databaseUrl: config.databaseUrl, query: PRODUCT_QUERY }),
    },
  ];
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.connections,
    options: '-c plan_cache_mode=force_custom_plan -c jit=off',
  });
  const load = { before: os.loadavg().map((n) => n.toFixed(2)) };
  const results = {};
  try {
    for (const target of targets) {
      const bodyBytes = await answerBytes(`${target.serviceUrl}${target.path}`, target.directHeaders);
      const idealService = await startIdeal([
        'service',
        String(IDEAL_PORT),
        JSON.stringify({ databaseUrl: config.databaseUrl, statement: target.statement, bodyBytes }),
      ]);
      const idealProxy = await startIdeal(['proxy', String(IDEAL_PORT + 1), target.serviceUrl]);
      try {
        const idealBytes = await answerBytes(`http://127.0.0.1:${IDEAL_PORT}${target.path}`, {});
        const cases = {
          'service direct': () =>
            measureHttp({
              name: 'direct',
              url: `${target.serviceUrl}${target.path}`,
              headers: target.directHeaders,
              ...settings,
            }),
          'framework-less service': () =>
            measureHttp({ name: 'ideal', url: `http://127.0.0.1:${IDEAL_PORT}${target.path}`, ...settings }),
          'bare SQL': () =>
            measureSql({
              name: 'sql',
              pool,
              sql: target.statement.sql,
              params: target.statement.params,
              statementName: target.statement.name,
              rowMode: target.statement.rowMode,
              ...settings,
            }),
          'via gateway': () =>
            measureHttp({
              name: 'gateway',
              url: `${config.gatewayUrl}${target.path}`,
              headers: gatewayHeaders,
              ...settings,
            }),
          'via bare proxy': () =>
            measureHttp({
              name: 'proxy',
              url: `http://127.0.0.1:${IDEAL_PORT + 1}${target.path}`,
              headers: target.directHeaders,
              ...settings,
            }),
        };
        const names = Object.keys(cases);
        const perRound = [];
        for (let round = 0; round < config.rounds; round += 1) {
          // Each round starts one case later, so no case always runs first (on the coldest processes).
          const order = names.map((_, i) => names[(i + round) % names.length]);
          log(`${target.name} round ${round + 1} of ${config.rounds}: ${order.join(', ')}`);
          const measured = {};
          for (const name of order) {
            const result = await cases[name]();
            if (!result.valid) throw new Error(`${target.name} ${name}: ${JSON.stringify(result.failures)}`);
            measured[name] = result.perSecond;
          }
          perRound.push(measured);
        }
        const ratioOf = (a, b) => perRound.map((r) => r[a] / r[b]);
        const summary = (values) => ({
          median: round3(median(values)),
          range: [round3(Math.min(...values)), round3(Math.max(...values))],
        });
        results[target.name] = {
          bodyBytes,
          idealBytes,
          perSecond: Object.fromEntries(names.map((n) => [n, Math.round(median(perRound.map((r) => r[n])))])),
          rounds: perRound.map((r) => Object.fromEntries(names.map((n) => [n, Math.round(r[n])]))),
          ratios: {
            'service direct / bare SQL (target: >= 0.7)': summary(ratioOf('service direct', 'bare SQL')),
            'framework-less service / bare SQL (the ceiling)': summary(
              ratioOf('framework-less service', 'bare SQL'),
            ),
            'via gateway / service direct (target: >= 0.85)': summary(
              ratioOf('via gateway', 'service direct'),
            ),
            'via bare proxy / service direct (the ceiling)': summary(
              ratioOf('via bare proxy', 'service direct'),
            ),
          },
        };
      } finally {
        await stopIdeal(idealService);
        await stopIdeal(idealProxy);
      }
    }
  } finally {
    await pool.end();
  }
  load.after = os.loadavg().map((n) => n.toFixed(2));
  const report = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    settings: { ...settings, rounds: config.rounds },
    load,
    results,
  };
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `\n${name} (answer ${r.bodyBytes} bytes; framework-less ${r.idealBytes}); req/s median of ${config.rounds} rounds:`,
    );
    for (const [c, v] of Object.entries(r.perSecond))
      console.log(`  ${c.padEnd(26)} ${String(v).padStart(6)}`);
    for (const [c, v] of Object.entries(r.ratios))
      console.log(
        `  ${c.padEnd(50)} ${v.median.toFixed(3)} (${v.range[0].toFixed(3)}-${v.range[1].toFixed(3)})`,
      );
  }
  console.log(`\nload average before/after: ${load.before.join(' ')} / ${load.after.join(' ')}`);
  fs.mkdirSync(config.resultsDir, { recursive: true });
  const files = ['latest-ceiling.json'];
  // --save replaces the committed baseline; earlier baselines are in git's history.
  if (process.argv.includes('--save')) files.push('ceiling.json');
  for (const file of files)
    fs.writeFileSync(new URL(file, config.resultsDir), `${JSON.stringify(report, null, 2)}\n`);
}

function round3(n) {
  return Math.round(n * 1000) / 1000;
}

main().catch((error) => {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
