// The printed table of the social-at-scale suite: each case through the gateway next to its bare SQL, then page 500 vs page 1.

function pad(text, width, right = false) {
  const s = String(text ?? '');
  return right ? s.padStart(width) : s.padEnd(width);
}

function ratio(a, b) {
  if (!a?.valid || !b?.valid || b.perSecond === 0) return null;
  return Math.round((a.perSecond / b.perSecond) * 100) / 100;
}

const fmt = (n) => (n === null || n === undefined ? '-' : String(n));
const perSecond = (m) => (m ? (m.valid ? Math.round(m.perSecond) : 'INVALID') : '-');

/** Sum of the EXPLAIN ANALYZE execution times of a case's statements (ms). */
function executionMs(c) {
  if (!c?.plans) return null;
  return Math.round(c.plans.reduce((sum, p) => sum + p.executionMs, 0) * 100) / 100;
}

/** Shared buffers (8 KB pages, cache hits or reads) the case's statements touched: the work, whatever the load. */
function buffers(c) {
  if (!c?.plans) return null;
  return c.plans.reduce((sum, p) => sum + p.sharedBuffers, 0);
}

export function formatSocialAtScaleReport(result) {
  const { machine, settings, load, scale, cases } = result;
  const lines = [];
  lines.push(
    `Scale ${scale.name}: ${scale.members} members, ${scale.posts} posts, ${scale.likes} likes. ` +
      `Machine: ${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}`,
  );
  lines.push(
    `Each measurement: ${settings.durationSeconds} s after ${settings.warmupSeconds} s warm-up, ${settings.connections} connections; ` +
      `load average before/after: ${load.before.join(' ')} / ${load.after.join(' ')}`,
  );
  lines.push('');
  lines.push(
    `${pad('case', 28)}${pad('gw req/s', 9, true)}${pad('p50', 7, true)}${pad('p99', 7, true)}` +
      `${pad('SQL req/s', 10, true)}${pad('p50', 8, true)}${pad('p99', 8, true)}${pad('exec ms', 9, true)}${pad('bufs', 7, true)}${pad('gw/SQL', 8, true)}`,
  );
  lines.push('-'.repeat(101));
  const row = (name, g, s, c) =>
    `${pad(name, 28)}${pad(perSecond(g), 9, true)}${pad(fmt(g?.latencyMs.p50), 7, true)}${pad(fmt(g?.latencyMs.p99), 7, true)}` +
    `${pad(perSecond(s), 10, true)}${pad(fmt(s?.latencyMs.p50), 8, true)}${pad(fmt(s?.latencyMs.p99), 8, true)}` +
    `${pad(fmt(executionMs(c)), 9, true)}${pad(fmt(buffers(c)), 7, true)}${pad(fmt(ratio(g, s)), 8, true)}`;
  for (const c of cases) {
    if (c.state !== 'available') continue;
    lines.push(row(c.name, c.gateway, c.sql, c));
    if (c.gatewayAgain) lines.push(row(`${c.name} (again)`, c.gatewayAgain, null, null));
  }
  lines.push('');
  lines.push(
    'Latencies in ms. "exec ms": Postgres execution time of the captured statement(s), best of 5 EXPLAIN ANALYZE runs; ' +
      '"bufs": 8 KB pages they touched (the same on any machine); "gw/SQL": throughput ratio.',
  );

  const chrono = cases.find((c) => c.name === 'chronological p1');
  if (chrono?.direct) {
    lines.push(
      `chronological p1 direct (social): ${perSecond(chrono.direct)} req/s, p99 ${chrono.direct.latencyMs.p99} ms; ` +
        `gateway/direct ${fmt(ratio(chrono.gateway, chrono.direct))}`,
    );
  }

  lines.push('');
  lines.push('Deep page (chronological, 10 per page) against page 1:');
  // Page 1 was measured before and after the deep pages: compare with the mean of the two runs.
  const pageOneRuns = [chrono?.gateway, chrono?.gatewayAgain].filter((m) => m?.valid);
  const pageOne = pageOneRuns.length
    ? {
        valid: true,
        perSecond: pageOneRuns.reduce((sum, m) => sum + m.perSecond, 0) / pageOneRuns.length,
        p99: pageOneRuns.reduce((sum, m) => sum + m.latencyMs.p99, 0) / pageOneRuns.length,
      }
    : null;
  if (pageOne)
    lines.push(
      `  page 1 (mean of ${pageOneRuns.length} runs): ${Math.round(pageOne.perSecond)} req/s, p99 ${Math.round(pageOne.p99)} ms`,
    );
  for (const c of cases.filter((x) => x.group === 'deep')) {
    if (c.state !== 'available') {
      lines.push(`  ${pad(c.name, 30)}not available: ${c.reason}`);
      continue;
    }
    const p99Ratio =
      pageOne && c.gateway?.valid ? Math.round((c.gateway.latencyMs.p99 / pageOne.p99) * 100) / 100 : null;
    const execRatio =
      executionMs(c) !== null && executionMs(chrono)
        ? Math.round((executionMs(c) / executionMs(chrono)) * 100) / 100
        : null;
    lines.push(
      `  ${pad(c.name, 30)}req/s ${fmt(ratio(c.gateway, pageOne))} x page 1, p99 ${fmt(p99Ratio)} x, ` +
        `SQL exec ${fmt(executionMs(c))} ms (${fmt(execRatio)} x page 1), ${fmt(buffers(c))} vs ${fmt(buffers(chrono))} buffers` +
        (c.walk?.walkSeconds !== undefined
          ? `; ${c.walk.samePostsAsPageParam === false ? 'DIFFERENT posts than ?page' : 'same posts as ?page'}, walk ${c.walk.walkSeconds} s`
          : ''),
    );
  }

  const missing = cases.filter((c) => c.state !== 'available');
  const uncaptured = cases.filter((c) => c.state === 'available' && !c.sql);
  if (missing.length || uncaptured.length) lines.push('');
  for (const c of missing) lines.push(`${pad(c.name, 28)}${c.state}: ${c.reason}`);
  for (const c of uncaptured) lines.push(`${pad(c.name, 28)}bare SQL ${c.sqlNote ?? 'not measured'}`);
  return lines.join('\n');
}
