// The social-at-scale suite: every feed, a profile and its posts, a followers list, search (a person, a word, a hashtag) and
// page 500 of the chronological feed by `?page=500` and by following 499 cursors, each through the gateway and next
// to the bare SQL the social service runs for the same request (captured from the service, see capture.mjs).
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { machine } from './config.mjs';
import { benchMember, directIdentityHeaders, gatewaySessionCookie } from './identities.mjs';
import { startSocialCapture } from './capture.mjs';
import { measureHttp, measureSql } from './measure.mjs';
import { assertRateLimitFits } from './probe.mjs';
import { benchUsername, socialAtScaleConsistency, seedSocialAtScale } from './seed-social-at-scale.mjs';
import { formatSocialAtScaleReport } from './report-social-at-scale.mjs';

const PAGE = 'page=1&limit=10';
const DEEP_PAGE = 500;
const EXPLAIN_RUNS = 5;

const hasPosts = (b) => Array.isArray(b?.posts) && b.posts.length > 0;
const hasUsers = (b) => Array.isArray(b?.users) && b.users.length > 0;
const isProfile = (b) => typeof b?.username === 'string' && typeof b?.followersCount === 'number';
const hasSearchResults = (b) =>
  Array.isArray(b?.posts) && Array.isArray(b?.users) && b.posts.length + b.users.length > 0;
const hasHashtags = (b) => Array.isArray(b?.hashtags) && b.hashtags.length > 0;

/**
 * The cases, in the order they are measured. `path` goes through the gateway; `socialPath` is what the social service
 * is asked for the same answer (the gateway's route to it), where its SQL is captured. Search through the gateway
 * also asks the store for products: only the social half has a bare-SQL twin.
 */
export function socialAtScaleCases({ hotMember }) {
  const search = (name, q) => ({
    name,
    group: 'search',
    path: `/api/search/all?q=${encodeURIComponent(q)}`,
    socialPath: `/internal/search?q=${encodeURIComponent(q)}`,
    check: hasSearchResults,
  });
  return [
    {
      name: 'chronological p1',
      group: 'feed',
      path: `/api/posts?algorithm=chronological&${PAGE}`,
      check: hasPosts,
    },
    { name: 'timeline p1', group: 'feed', path: `/api/posts?algorithm=timeline&${PAGE}`, check: hasPosts },
    { name: 'trending', group: 'feed', path: `/api/posts/trending?${PAGE}`, check: hasPosts },
    { name: 'recommended', group: 'feed', path: `/api/posts/recommended?${PAGE}`, check: hasPosts },
    { name: 'following', group: 'feed', path: `/api/posts/following?${PAGE}`, check: hasPosts },
    { name: 'photos', group: 'feed', path: `/api/posts/photos?${PAGE}`, check: hasPosts },
    { name: 'threads', group: 'feed', path: `/api/posts/threads?${PAGE}`, check: hasPosts },
    { name: 'profile', group: 'people', path: `/api/profile/${hotMember}`, check: isProfile },
    {
      name: 'profile posts',
      group: 'people',
      path: `/api/profile/${hotMember}/posts?${PAGE}`,
      check: hasPosts,
    },
    {
      name: 'followers',
      group: 'people',
      path: `/api/users/${hotMember}/followers?page=1&limit=20`,
      check: hasUsers,
    },
    { name: 'suggested accounts', group: 'people', path: '/api/suggested-accounts', check: hasUsers },
    { name: 'trending hashtags', group: 'search', path: '/api/hashtags/trending', check: hasHashtags },
    search('search person', 'Juniper'),
    search('search word', 'bath'),
    search('search hashtag', '#dogs'),
    {
      name: `chronological p${DEEP_PAGE} ?page`,
      group: 'deep',
      path: `/api/posts?algorithm=chronological&page=${DEEP_PAGE}&limit=10`,
      check: hasPosts,
    },
  ];
}

/** One request: 200 with the expected shape is available; 404 (or another 4xx) is "not available", 5xx a failure. */
async function probe(url, headers, check) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (res.status === 200 && check(body)) return { state: 'available', response: res, body };
  const message = typeof body?.message === 'string' ? body.message : text.slice(0, 120);
  if (res.status === 200)
    return { state: 'not available', reason: `200 without the expected data: ${text.slice(0, 120)}` };
  if (res.status >= 400 && res.status < 500)
    return { state: 'not available', reason: `${res.status}${message ? ` ${message}` : ''}` };
  return { state: 'failed', reason: `${res.status} ${message}` };
}

/**
 * Reads the chronological feed page by page through `nextCursor` until the cursor of page `page` is in hand (499
 * requests for page 500). Returns that cursor, how long the walk took, and the first post id of every page seen, so
 * the cursor pages can be checked against the offset pages.
 */
async function walkCursors(gatewayUrl, headers, page) {
  const started = performance.now();
  let url = `${gatewayUrl}/api/posts?algorithm=chronological&limit=10`;
  let cursor = null;
  for (let n = 1; n < page; n += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200)
      return { error: `page ${n} answered ${res.status}: ${(await res.text()).slice(0, 120)}` };
    const body = await res.json();
    if (!body.nextCursor) return { error: `page ${n} has no nextCursor (keyset paging not served)` };
    cursor = body.nextCursor;
    url = `${gatewayUrl}/api/posts?algorithm=chronological&limit=10&cursor=${encodeURIComponent(cursor)}`;
  }
  return { cursor, walkSeconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Execution time and the scans of each statement's plan, from EXPLAIN ANALYZE with the captured parameters. */
async function explain(client, statements) {
  const plans = [];
  for (const { sql, params } of statements) {
    await client.query(sql, params); // warm: the measured loop runs on a warm cache too
    // The fastest of five runs: on a shared machine the slower ones measure the neighbours. Buffers (pages read) do
    // not depend on the machine's load at all.
    const runs = [];
    for (let n = 0; n < EXPLAIN_RUNS; n += 1) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      runs.push(rows[0]['QUERY PLAN'][0]);
    }
    runs.sort((a, b) => a['Execution Time'] - b['Execution Time']);
    const [top] = runs;
    const nodes = [];
    const walk = (node) => {
      const on = node['Index Name'] ? ` using ${node['Index Name']}` : '';
      const rel = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
      if (/Scan|Sort|Aggregate|Hash Join|Nested Loop|Limit/.test(node['Node Type']))
        nodes.push(`${node['Node Type']}${on}${rel} (rows ${node['Actual Rows']} x${node['Actual Loops']})`);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(top.Plan);
    plans.push({
      executionMs: Math.round(top['Execution Time'] * 100) / 100,
      planningMs: Math.round(top['Planning Time'] * 100) / 100,
      sharedBuffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
      nodes,
    });
  }
  return plans;
}

export async function runSocialAtScaleSuite({ config, scale, log, save }) {
  const member = benchMember();
  const db = new pg.Client({ connectionString: config.databaseUrl });
  await db.connect();
  let seeding;
  let consistency;
  try {
    log(
      `Seeding scale ${scale.name} (${scale.members} members, ${scale.posts} posts, ${scale.likes} likes) if missing…`,
    );
    seeding = await seedSocialAtScale(db, scale, member.id, log);
    log(
      `Bench rows: ${JSON.stringify(seeding.after ?? seeding.before)}${seeding.added === null ? ' (already seeded)' : ''}`,
    );
    consistency = await socialAtScaleConsistency(db, scale.tag);
    log(`Counters that disagree with their rows: ${JSON.stringify(consistency)}`);
  } finally {
    await db.end();
  }

  const settings = {
    durationSeconds: config.durationSeconds,
    warmupSeconds: config.warmupSeconds,
    connections: config.connections,
  };
  const cases = socialAtScaleCases({ hotMember: benchUsername(scale.tag, 1) });
  const runSeconds = (cases.length * 2 + 4) * (settings.durationSeconds + settings.warmupSeconds) + 600;
  const gatewayHeaders = { cookie: await gatewaySessionCookie(config.gatewayUrl) };
  const directHeaders = directIdentityHeaders(config.identityPrivateKey, 'social', runSeconds);

  for (const c of cases) {
    const result = await probe(`${config.gatewayUrl}${c.path}`, gatewayHeaders, c.check);
    Object.assign(c, { state: result.state, reason: result.reason, probe: result.body });
    if (c.name === 'chronological p1' && result.response) assertRateLimitFits(result.response);
    log(`${c.name}: ${result.state}${result.reason ? ` (${result.reason})` : ''}`);
  }
  if (cases[0].state !== 'available')
    throw new Error(`The chronological feed is not served (${cases[0].reason}): nothing to compare with.`);

  // Page 500 by cursor: walk the first 499 pages, then measure the 500th like any page.
  const deep = cases.find((c) => c.group === 'deep');
  const walk = await walkCursors(config.gatewayUrl, gatewayHeaders, DEEP_PAGE);
  const cursorCase = {
    name: `chronological p${DEEP_PAGE} cursor`,
    group: 'deep',
    check: hasPosts,
    walk,
  };
  if (walk.error) {
    Object.assign(cursorCase, { state: 'not available', reason: walk.error });
  } else {
    cursorCase.path = `/api/posts?algorithm=chronological&limit=10&cursor=${encodeURIComponent(walk.cursor)}`;
    const result = await probe(`${config.gatewayUrl}${cursorCase.path}`, gatewayHeaders, hasPosts);
    Object.assign(cursorCase, { state: result.state, reason: result.reason, probe: result.body });
    const ids = (body) => (body?.posts ?? []).map((p) => p.id).join(',');
    walk.samePostsAsPageParam = deep.state === 'available' ? ids(result.body) === ids(deep.probe) : null;
  }
  log(
    `${cursorCase.name}: ${cursorCase.state}${cursorCase.reason ? ` (${cursorCase.reason})` : ` (walk of ${DEEP_PAGE - 1} pages: ${walk.walkSeconds} s)`}`,
  );
  cases.push(cursorCase);
  const available = cases.filter((c) => c.state === 'available');

  // The same requests once against the social service started in-process, recording its SQL.
  try {
    const capture = await startSocialCapture({ databaseUrl: config.databaseUrl, redisUrl: config.redisUrl });
    try {
      for (const c of available) {
        const { status, statements } = await capture.capture(c.socialPath ?? c.path, directHeaders);
        if (status !== 200) c.sqlNote = `not captured: the in-process service answered ${status}`;
        else if (statements.length === 0) c.sqlNote = 'not captured: no SQL (answered from elsewhere)';
        else c.statements = statements;
      }
    } finally {
      await capture.close();
    }
  } catch (error) {
    for (const c of available) c.sqlNote = `not captured: ${error.message}`;
    log(`SQL capture failed: ${error.message}`);
  }

  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.connections });
  const load = { before: os.loadavg().map((n) => n.toFixed(2)) };
  try {
    const explainClient = await pool.connect();
    try {
      for (const c of available.filter((x) => x.statements))
        c.plans = await explain(explainClient, c.statements);
    } finally {
      explainClient.release();
    }
    const viaGateway = (c) => {
      log(`${c.name} via gateway: ${c.path.slice(0, 100)}`);
      return measureHttp({
        name: c.name,
        url: `${config.gatewayUrl}${c.path}`,
        headers: gatewayHeaders,
        ...settings,
      });
    };
    // Page 1 and the deep pages back to back, then page 1 once more: the deep/page-1 ratios compare runs a minute
    // apart, and the two page-1 runs show how much the machine moved meanwhile.
    const pageOne = available.find((c) => c.name === 'chronological p1');
    const deepCases = available.filter((c) => c.group === 'deep');
    const order = [pageOne, ...deepCases, ...available.filter((c) => c !== pageOne && c.group !== 'deep')];
    for (const c of order) {
      c.gateway = await viaGateway(c);
      if (c === pageOne) {
        log(`${c.name} direct (social)`);
        c.direct = await measureHttp({
          name: c.name,
          url: `${config.socialUrl}${c.path}`,
          headers: directHeaders,
          ...settings,
        });
      }
      if (c.statements) {
        log(`${c.name} bare SQL: ${c.statements.length} statement(s)`);
        c.sql = await measureSql({ name: c.name, pool, statements: c.statements, ...settings });
      }
      if (c === deepCases.at(-1)) pageOne.gatewayAgain = await viaGateway(pageOne);
    }
  } finally {
    await pool.end();
  }
  load.after = os.loadavg().map((n) => n.toFixed(2));

  const result = {
    measuredAt: new Date().toISOString(),
    scale: { name: scale.name, members: scale.members, posts: scale.posts, likes: scale.likes },
    machine: machine(),
    settings,
    load,
    seeding,
    consistency,
    cases: cases.map((c) => ({
      name: c.name,
      group: c.group,
      path: c.path ?? null,
      state: c.state,
      reason: c.reason ?? null,
      walk: c.walk,
      gateway: c.gateway && round(c.gateway),
      gatewayAgain: c.gatewayAgain && round(c.gatewayAgain),
      direct: c.direct && round(c.direct),
      sql: c.sql && round(c.sql),
      sqlNote: c.sqlNote ?? null,
      plans: c.plans ?? null,
      statements: c.statements ?? null,
    })),
  };
  console.log(formatSocialAtScaleReport(result));

  fs.mkdirSync(config.resultsDir, { recursive: true });
  const files = [`latest-${scale.name}.json`];
  // --save replaces the scale's committed baseline; earlier baselines are in git's history.
  if (save) files.push(`${scale.name}.json`);
  for (const file of files) {
    fs.writeFileSync(new URL(file, config.resultsDir), `${JSON.stringify(result, null, 2)}\n`);
    log(`Wrote ${new URL(file, config.resultsDir).pathname}`);
  }

  const invalid = result.cases.filter(
    (c) => c.state === 'failed' || [c.gateway, c.gatewayAgain, c.direct, c.sql].some((m) => m && !m.valid),
  );
  if (invalid.length) {
    log(`Invalid cases (failed probe, errors or non-2xx answers): ${invalid.map((c) => c.name).join(', ')}`);
    return 1;
  }
  return 0;
}

function round(m) {
  return { ...m, perSecond: Math.round(m.perSecond * 10) / 10 };
}
