// Turns the measurements into the printed table, the ratios and the JSON written to bench/results/.

/** Ratio of two throughputs, null when either side is missing or invalid. */
function ratio(numerator, denominator) {
  if (!numerator?.valid || !denominator?.valid || denominator.perSecond === 0) return null;
  return Math.round((numerator.perSecond / denominator.perSecond) * 1000) / 1000;
}

export function computeRatios(byName) {
  return {
    feedGatewayVsDirect: ratio(byName['feed via gateway'], byName['feed direct (social)']),
    productsGatewayVsDirect: ratio(byName['products via gateway'], byName['products direct (store)']),
    feedApiVsBareSql: ratio(byName['feed direct (social)'], byName['feed bare SQL']),
    productsApiVsBareSql: ratio(byName['products direct (store)'], byName['products bare SQL']),
    feedGatewayVsBareSql: ratio(byName['feed via gateway'], byName['feed bare SQL']),
    productsGatewayVsBareSql: ratio(byName['products via gateway'], byName['products bare SQL']),
    checkoutGatewayVsBareSql: ratio(byName['checkout via gateway'], byName['checkout bare SQL']),
    searchVsFeedViaGateway: ratio(byName['search via gateway'], byName['feed via gateway']),
  };
}

/** The median of the numbers among `values` (nulls left out), unrounded; null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Several interleaved rounds of the same cases reduced to one report: each case is the round with its median
 * throughput (an invalid round makes the case invalid), and each ratio is the median of the ratios computed within
 * each round (the two sides of a ratio measured minutes apart would compare different machine states), with its range.
 */
export function summariseRounds(rounds, extraCases = []) {
  const names = rounds[0].map((c) => c.name);
  const cases = names.map((name) => {
    const runs = rounds.map((round) => round.find((c) => c.name === name));
    const byThroughput = [...runs].sort((a, b) => a.perSecond - b.perSecond);
    const chosen = byThroughput[Math.floor((byThroughput.length - 1) / 2)];
    return {
      ...chosen,
      valid: runs.every((c) => c.valid),
      perSecondByRound: runs.map((c) => Math.round(c.perSecond)),
    };
  });
  const perRound = rounds.map((round) => computeRatios(Object.fromEntries(round.map((c) => [c.name, c]))));
  const all = [...cases, ...extraCases];
  const ratios = computeRatios(Object.fromEntries(all.map((c) => [c.name, c])));
  const ratioRanges = {};
  for (const key of Object.keys(ratios)) {
    const values = perRound.map((r) => r[key]);
    if (values.some((v) => v === null)) continue;
    ratios[key] = Math.round(median(values) * 1000) / 1000;
    ratioRanges[key] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return { cases: all, ratios, ratioRanges };
}

const RATIO_LABELS = {
  feedGatewayVsDirect: 'feed: gateway / direct (throughput)',
  productsGatewayVsDirect: 'products: gateway / direct (throughput)',
  feedApiVsBareSql: 'feed: API (direct) / bare SQL (throughput)',
  productsApiVsBareSql: 'products: API (direct) / bare SQL (throughput)',
  feedGatewayVsBareSql: 'feed: gateway / bare SQL (throughput)',
  productsGatewayVsBareSql: 'products: gateway / bare SQL (throughput)',
  checkoutGatewayVsBareSql: 'checkout: gateway / bare SQL (orders per second)',
  searchVsFeedViaGateway: 'search / feed, both via gateway (throughput)',
};

/** The performance targets (docs/performance.md), each a ratio of this run and the least it must reach. */
const PERFORMANCE_TARGETS = {
  feedGatewayVsDirect: 0.85,
  productsGatewayVsDirect: 0.85,
  feedApiVsBareSql: 0.7,
  productsApiVsBareSql: 0.7,
  searchVsFeedViaGateway: 1,
};

export function performanceTargets(ratios) {
  return Object.fromEntries(
    Object.entries(PERFORMANCE_TARGETS).map(([key, atLeast]) => [
      key,
      { atLeast, measured: ratios[key], met: ratios[key] !== null && ratios[key] >= atLeast },
    ]),
  );
}

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

export function formatReport({ machine, settings, cases, ratios, ratioRanges = {}, targets, load }) {
  const lines = [];
  lines.push(
    `Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}`,
  );
  lines.push(
    `Each case: ${settings.durationSeconds} s after a ${settings.warmupSeconds} s warm-up, ${settings.connections} concurrent connections, ` +
      `${settings.rounds ?? 1} interleaved round(s), median shown; ` +
      `load average before/after: ${load.before.join(' ')} / ${load.after.join(' ')}`,
  );
  lines.push('');
  lines.push(
    `${pad('case', 28)}${pad('req/s', 10, true)}${pad('p50 ms', 9, true)}${pad('p99 ms', 9, true)}${pad('max ms', 9, true)}  notes`,
  );
  lines.push('-'.repeat(80));
  for (const c of cases) {
    const byRound = c.perSecondByRound?.length > 1 ? `rounds: ${c.perSecondByRound.join(', ')}` : '';
    const notes = c.valid ? byRound : `INVALID: ${JSON.stringify(c.failures)}`;
    lines.push(
      `${pad(c.name, 28)}${pad(Math.round(c.perSecond), 10, true)}${pad(c.latencyMs.p50, 9, true)}${pad(c.latencyMs.p99, 9, true)}${pad(c.latencyMs.max, 9, true)}  ${notes}`,
    );
  }
  lines.push('');
  lines.push(
    'Ratios (1.0 = as fast; gateway/direct shows what the extra hop costs, API/SQL what the service adds):',
  );
  for (const [key, label] of Object.entries(RATIO_LABELS)) {
    const target = targets?.[key];
    const verdict = target ? `  target ≥ ${target.atLeast}: ${target.met ? 'met' : 'NOT met'}` : '';
    const range = ratioRanges[key]
      ? ` (${ratioRanges[key].min.toFixed(3)}-${ratioRanges[key].max.toFixed(3)})`
      : '';
    const value = ratios[key] === null ? 'n/a' : `${ratios[key].toFixed(3)}${range}`;
    lines.push(`  ${pad(label, 50)}${pad(value, 20)}${verdict}`);
  }
  return lines.join('\n');
}
