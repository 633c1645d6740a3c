#!/usr/bin/env node
// Soak: a steady rate of member traffic through the gateway for minutes (feed, product list, posting, liking), then
// p50/p99 per kind, the error count, and each process's memory before, during and after. See README.md ("Soak").
import fs from 'node:fs';
import os from 'node:os';
import { DEMO_USERS } from '@petcora/demo-data';
import { assertLoopback, loadConfig, machine } from './lib/config.mjs';
import { gatewaySessionCookie } from './lib/identities.mjs';
import { processesListeningOn, rssKiB } from './lib/processes.mjs';

const offset = Number(process.env.PORT_OFFSET ?? 0);
const PORTS = {
  gateway: 8080 + offset,
  account: 3001 + offset,
  social: 3002 + offset,
  store: 3003 + offset,
  'catalog-worker': 3004 + offset,
};
/** Share of each kind of request; a post and a like are writes, so they carry the session's XSRF header. */
const MIX = [
  { kind: 'feed', weight: 40 },
  { kind: 'products', weight: 30 },
  { kind: 'post', weight: 10 },
  { kind: 'like', weight: 20 },
];
const REQUEST_TIMEOUT_MS = 10_000;
const SOAK_MARK = '[soak]';

const log = (message) => process.stderr.write(`▸ ${message}\n`);

function number(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

/** `--pid name=123` overrides (or adds to) what the listening ports say. */
function pidsFromArgs() {
  const pids = {};
  process.argv.forEach((arg, i) => {
    if (arg !== '--pid') return;
    const [name, pid] = (process.argv[i + 1] ?? '').split('=');
    if (!name || !/^\d+$/.test(pid ?? ''))
      throw new Error(`--pid wants name=<pid> (got "${process.argv[i + 1]}")`);
    pids[name] = Number(pid);
  });
  return pids;
}

function percentile(sorted, q) {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
}

function memory(pids) {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssKiB(pid)]));
}

async function main() {
  const config = loadConfig();
  assertLoopback(config.gatewayUrl);
  const rate = number('SOAK_RATE', 50);
  const durationSeconds = number('SOAK_DURATION', 180);
  const warmupSeconds = number('SOAK_WARMUP', 15);
  const gateway = config.gatewayUrl;

  const pids = { ...processesListeningOn(PORTS), ...pidsFromArgs() };
  const missing = Object.keys(PORTS).filter((name) => !pids[name]);
  if (missing.length)
    log(`No process found listening for ${missing.join(', ')}: their memory is not reported.`);
  log(`Processes: ${JSON.stringify(pids)}`);

  const members = [];
  for (const member of DEMO_USERS.filter((user) => user.role !== 'admin')) {
    const cookie = await gatewaySessionCookie(gateway, member);
    members.push({ ...member, cookie, xsrf: /XSRF-TOKEN=([^;]+)/.exec(cookie)[1], liked: new Set() });
  }
  log(`Signed in ${members.length} members through ${gateway}`);

  let postIds = [];
  const refreshPostIds = async () => {
    const res = await fetch(`${gateway}/api/posts?page=1&limit=20`, {
      headers: { cookie: members[0].cookie },
    });
    if (res.ok) postIds = (await res.json()).posts.map((post) => post.id);
  };
  await refreshPostIds();
  if (!postIds.length) throw new Error('The feed is empty: start the stack with DEMO_SEED=true.');

  const requestFor = (kind, member, n) => {
    const headers = { cookie: member.cookie };
    const write = { ...headers, 'x-xsrf-token': member.xsrf, origin: gateway };
    switch (kind) {
      case 'feed':
        return { path: '/api/posts?page=1&limit=10', init: { headers } };
      case 'products':
        return { path: '/api/products?limit=20', init: { headers } };
      case 'post':
        return {
          path: '/api/posts',
          init: {
            method: 'POST',
            headers: { ...write, 'content-type': 'application/json' },
            body: JSON.stringify({ content: `${SOAK_MARK} steady post ${n} #soak` }),
          },
        };
      default: {
        // Alternate like and unlike per member and post, so every like is a real change.
        const postId = postIds[n % postIds.length];
        const unlike = member.liked.has(postId);
        if (unlike) member.liked.delete(postId);
        else member.liked.add(postId);
        return {
          path: unlike ? `/api/posts/${postId}/unlike` : `/api/posts/${postId}/like`,
          init: { method: unlike ? 'DELETE' : 'POST', headers: write },
        };
      }
    }
  };

  const totalWeight = MIX.reduce((sum, m) => sum + m.weight, 0);
  const kindOf = (n) => {
    let at = (n * 7919) % totalWeight; // spread the kinds evenly over time, deterministic
    for (const m of MIX) {
      if (at < m.weight) return m.kind;
      at -= m.weight;
    }
    return MIX[0].kind;
  };

  /**
   * Open loop: request n leaves at start + n / rate whatever happened to the ones before, so a slow answer shows up
   * as latency instead of quietly lowering the rate (what a closed loop like autocannon's would do).
   */
  const run = async (seconds, results) => {
    const count = Math.round(seconds * rate);
    const start = performance.now();
    const inFlight = [];
    for (let n = 0; n < count; n += 1) {
      const due = start + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const kind = kindOf(n);
      const member = members[n % members.length];
      const { path, init } = requestFor(kind, member, n);
      inFlight.push(
        (async () => {
          const sent = performance.now();
          let status = 0;
          let error = null;
          try {
            const res = await fetch(`${gateway}${path}`, {
              ...init,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            status = res.status;
            await res.arrayBuffer();
          } catch (e) {
            error = e instanceof Error ? e.name : String(e);
          }
          results?.push({ kind, status, error, ms: performance.now() - sent });
        })(),
      );
      if (n % (rate * 10) === 0) void refreshPostIds().catch(() => undefined);
    }
    await Promise.all(inFlight);
    return (performance.now() - start) / 1000;
  };

  log(`Warm-up: ${warmupSeconds} s at ${rate} requests/s`);
  await run(warmupSeconds, null);
  global.gc?.();
  const load = { before: os.loadavg().map((n) => n.toFixed(2)) };
  const memoryBefore = memory(pids);
  const memorySeries = [{ atSeconds: 0, ...memoryBefore }];
  const started = performance.now();
  const sampler = setInterval(
    () => memorySeries.push({ atSeconds: Math.round((performance.now() - started) / 1000), ...memory(pids) }),
    30_000,
  );
  log(`Soak: ${durationSeconds} s at ${rate} requests/s (${JSON.stringify(MIX)})`);
  const results = [];
  let elapsed;
  try {
    elapsed = await run(durationSeconds, results);
  } finally {
    clearInterval(sampler);
  }
  load.after = os.loadavg().map((n) => n.toFixed(2));
  // Let in-process work after the last answers (outbox relay, projection, GC) settle before the last reading.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const memoryAfter = memory(pids);
  memorySeries.push({ atSeconds: Math.round((performance.now() - started) / 1000), ...memoryAfter });

  const summarise = (rows) => {
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const failed = rows.filter((r) => r.status < 200 || r.status >= 300);
    return {
      requests: rows.length,
      errors: failed.length,
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
      max: percentile(ms, 1),
    };
  };
  const byKind = Object.fromEntries(
    MIX.map(({ kind }) => [kind, summarise(results.filter((r) => r.kind === kind))]),
  );
  const all = summarise(results);
  const errorsSeen = {};
  for (const r of results.filter((row) => row.status < 200 || row.status >= 300)) {
    const key = `${r.kind} ${r.error ?? r.status}`;
    errorsSeen[key] = (errorsSeen[key] ?? 0) + 1;
  }
  const result = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    settings: { rate, durationSeconds, warmupSeconds, members: members.length, mix: MIX },
    achievedRate: Math.round((results.length / elapsed) * 10) / 10,
    load,
    all,
    byKind,
    errorsSeen,
    memoryKiB: { before: memoryBefore, after: memoryAfter, series: memorySeries },
  };

  const rows = [['all', all], ...Object.entries(byKind)].map(
    ([kind, s]) =>
      `  ${kind.padEnd(9)} ${String(s.requests).padStart(6)} req  ${String(s.errors).padStart(4)} errors  p50 ${String(s.p50).padStart(7)} ms  p99 ${String(s.p99).padStart(7)} ms  max ${String(s.max).padStart(7)} ms`,
  );
  const mem = Object.keys(memoryBefore).map((name) => {
    const before = memoryBefore[name];
    const after = memoryAfter[name];
    const delta =
      before && after ? `${after - before >= 0 ? '+' : ''}${Math.round((after - before) / 1024)} MiB` : 'n/a';
    return `  ${name.padEnd(15)} ${String(Math.round(before / 1024)).padStart(5)} MiB → ${String(Math.round(after / 1024)).padStart(5)} MiB (${delta})`;
  });
  console.log(
    [
      `Soak: ${durationSeconds} s at ${rate} req/s (achieved ${result.achievedRate}), ${members.length} members, ${gateway}`,
      `Machine: ${result.machine.cores} cores, ${result.machine.cpuModel}; load average before ${load.before.join(' ')}, after ${load.after.join(' ')}`,
      ...rows,
      Object.keys(errorsSeen).length ? `  errors: ${JSON.stringify(errorsSeen)}` : '  errors: none',
      'Resident memory (VmRSS) before → after:',
      ...mem,
    ].join('\n'),
  );
  fs.mkdirSync(config.resultsDir, { recursive: true });
  // --save replaces the committed baseline; earlier baselines are in git's history.
  const files = process.argv.includes('--save') ? ['latest-soak.json', 'soak.json'] : ['latest-soak.json'];
  for (const name of files) {
    const file = new URL(name, config.resultsDir);
    fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    log(`Wrote ${file.pathname}`);
  }
  return all.errors === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
