#!/usr/bin/env node
// Benchmarks a running Pet Cora stack in one run: feed page, filtered product list and search, through the gateway
// and directly against the services, next to the services' own SQL run bare with pg. See README.md.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { assertLoopback, loadConfig, machine } from './lib/config.mjs';
import { removeBenchData, seedBenchData, BENCH_SIZES } from './lib/seed.mjs';
import { benchMember, directIdentityHeaders, gatewaySessionCookie } from './lib/identities.mjs';
import { feedPageSql, productListSql } from './lib/service-sql.mjs';
import { measureHttp, measureSql } from './lib/measure.mjs';
import { computeRatios, formatReport, performanceTargets, summariseRounds } from './lib/report.mjs';
import { assertRateLimitFits, probe } from './lib/probe.mjs';
import { SCALES, selectScale } from './lib/scales.mjs';
import { seedSocialAtScale } from './lib/seed-social-at-scale.mjs';
import { runSocialAtScaleSuite } from './lib/social-at-scale.mjs';
import { removeBenchBuyers } from './lib/buyers.mjs';
import { measureCheckout } from './lib/checkout.mjs';
import { FEED_PATH, PRODUCT_QUERY, PRODUCTS_PATH, SEARCH_PATH } from './lib/benchmarked-reads.mjs';

const log = (message) => process.stderr.write(`▸ ${message}\n`);

async function main() {
  const config = loadConfig();
  for (const url of [
    config.gatewayUrl,
    config.accountUrl,
    config.socialUrl,
    config.storeUrl,
    config.databaseUrl,
    config.redisUrl,
  ])
    assertLoopback(url);
  const scale = selectScale();

  if (process.argv.includes('--remove-data')) {
    const db = new pg.Client({ connectionString: config.databaseUrl });
    await db.connect();
    try {
      const removed = await removeBenchData(db);
      log(`Removed bench rows of every scale: ${JSON.stringify(removed)}`);
      log(`Removed bench buyers and their orders: ${JSON.stringify(await removeBenchBuyers(db))}`);
    } finally {
      await db.end();
    }
    return 0;
  }
  if (scale.suite === 'social-at-scale')
    return runSocialAtScaleSuite({ config, scale, log, save: process.argv.includes('--save') });

  const db = new pg.Client({ connectionString: config.databaseUrl });
  await db.connect();

  try {
    if (scale.alsoSeed) {
      const extra = { name: scale.alsoSeed, ...SCALES[scale.alsoSeed] };
      log(
        `Seeding ${extra.name} (${extra.members} members, ${extra.posts} posts, ${extra.likes} likes) if missing…`,
      );
      await seedSocialAtScale(db, extra, benchMember().id, log);
    }
    const seeded = await seedBenchData(db);
    log(`Bench data (${JSON.stringify(BENCH_SIZES)}): added ${JSON.stringify(seeded.added)}`);
  } finally {
    await db.end();
  }

  const member = benchMember();
  const runSeconds = (7 * config.rounds + 2) * (config.durationSeconds + config.warmupSeconds + 1) + 60;
  const gatewayCookie = await gatewaySessionCookie(config.gatewayUrl);
  const gatewayHeaders = { cookie: gatewayCookie };
  const directHeaders = directIdentityHeaders(config.identityPrivateKey, 'social', runSeconds);

  const hasPosts = (b) => Array.isArray(b?.posts) && b.posts.length > 0;
  const hasProducts = (b) => Array.isArray(b) && b.length > 0;
  const gatewayFeed = await probe(`${config.gatewayUrl}${FEED_PATH}`, gatewayHeaders, hasPosts);
  assertRateLimitFits(gatewayFeed);
  await probe(`${config.socialUrl}${FEED_PATH}`, directHeaders, hasPosts);
  await probe(`${config.gatewayUrl}${PRODUCTS_PATH}`, gatewayHeaders, hasProducts);
  await probe(`${config.storeUrl}${PRODUCTS_PATH}`, {}, hasProducts);
  await probe(
    `${config.gatewayUrl}${SEARCH_PATH}`,
    gatewayHeaders,
    (b) => Array.isArray(b?.posts) && Array.isArray(b?.products),
  );

  const feedSql = await feedPageSql({ viewerId: member.id, page: 1, limit: 10 });
  const productSql = await productListSql({ databaseUrl: config.databaseUrl, query: PRODUCT_QUERY });

  const settings = {
    durationSeconds: config.durationSeconds,
    warmupSeconds: config.warmupSeconds,
    connections: config.connections,
    rounds: config.rounds,
  };
  const load = { before: os.loadavg().map((n) => n.toFixed(2)) };
  // Connections set up as the services' are (nest-common typeorm-schema): named statements planned per execution.
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.connections,
    options: '-c plan_cache_mode=force_custom_plan -c jit=off',
  });
  const http = (name, url, headers) => async () => {
    log(`${name}: ${url}`);
    return measureHttp({ name, url, headers, ...settings });
  };
  const sql = (name, statement) => async () => {
    log(
      `${name}: ${statement.params.length} parameters${statement.name ? `, named ${statement.name}` : ', unnamed'}`,
    );
    return measureSql({
      name,
      pool,
      sql: statement.sql,
      params: statement.params,
      statementName: statement.name,
      rowMode: statement.rowMode,
      ...settings,
    });
  };
  const feedPair = [
    http('feed via gateway', `${config.gatewayUrl}${FEED_PATH}`, gatewayHeaders),
    http('feed direct (social)', `${config.socialUrl}${FEED_PATH}`, directHeaders),
  ];
  const productPair = [
    http('products via gateway', `${config.gatewayUrl}${PRODUCTS_PATH}`, gatewayHeaders),
    http('products direct (store)', `${config.storeUrl}${PRODUCTS_PATH}`, {}),
  ];
  const rounds = [];
  let checkout = [];
  try {
    for (let round = 0; round < config.rounds; round += 1) {
      log(`Round ${round + 1} of ${config.rounds}`);
      // Odd rounds measure the direct side first, so neither side is always the one that runs on a colder process.
      const inOrder = (pair) => (round % 2 === 0 ? pair : [...pair].reverse());
      const steps = [
        ...inOrder(feedPair),
        sql('feed bare SQL', feedSql),
        ...inOrder(productPair),
        sql('products bare SQL', productSql),
        http('search via gateway', `${config.gatewayUrl}${SEARCH_PATH}`, gatewayHeaders),
      ];
      const cases = [];
      for (const step of steps) cases.push(await step());
      rounds.push(cases);
    }
    checkout = await measureCheckout({ config, settings, log });
  } finally {
    await pool.end();
  }
  load.after = os.loadavg().map((n) => n.toFixed(2));

  const { cases, ratios, ratioRanges } = summariseRounds(rounds, checkout);
  const result = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    settings,
    load,
    data: BENCH_SIZES,
    sql: { feed: feedSql, products: productSql },
    cases: cases.map((c) => ({ ...c, perSecond: Math.round(c.perSecond * 10) / 10 })),
    ratios,
    ratioRanges,
    rounds: rounds.map((round) => ({
      perSecond: Object.fromEntries(round.map((c) => [c.name, Math.round(c.perSecond * 10) / 10])),
      ratios: computeRatios(Object.fromEntries(round.map((c) => [c.name, c]))),
    })),
    targets: performanceTargets(ratios),
  };
  console.log(formatReport(result));

  fs.mkdirSync(config.resultsDir, { recursive: true });
  const files = ['latest.json'];
  // --save replaces the scale's committed baseline; earlier baselines are in git's history.
  if (process.argv.includes('--save')) files.push(`${scale.name}.json`);
  for (const file of files) {
    fs.writeFileSync(
      new URL(file, config.resultsDir),
      `${JSON.stringify({ scale: scale.name, ...result }, null, 2)}\n`,
    );
    log(`Wrote ${new URL(file, config.resultsDir).pathname}`);
  }

  const invalid = cases.filter((c) => !c.valid);
  if (invalid.length) {
    log(`Invalid cases (errors or non-2xx answers): ${invalid.map((c) => c.name).join(', ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
