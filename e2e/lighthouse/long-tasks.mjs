#!/usr/bin/env node
// Where a page's long tasks go: a returning visitor (cookie choice stored) on one page, Chromium with 4x CPU
// throttling, traced with V8's sampling profiler; for each main-thread task over 50 ms prints its start, length and
// the functions (name, file) that took most of its samples. Usage: node e2e/lighthouse/long-tasks.mjs <baseUrl>
// <path>. Not part of `npm test`.
import puppeteer from 'puppeteer-core';

const [base, path] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const record = { version: 1, choices: { performance: false, functionality: false, marketing: false } };
await page.setCookie({
  name: 'petcora_consent',
  value: encodeURIComponent(JSON.stringify({ ...record, decidedAt: new Date().toISOString() })),
  url: base,
});
await page.tracing.start({
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-v8.cpu_profiler',
  ],
});
await page.goto(base + path, { waitUntil: 'networkidle0' });
await new Promise((resolve) => setTimeout(resolve, 500));
const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
await browser.close();

const events = trace.traceEvents;
// The page's renderer: the main thread that parsed the page's HTML.
const parse = events.find(
  (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(base),
);
const main = { pid: parse.pid, tid: parse.tid };
const navigation = events
  .filter((e) => e.name === 'navigationStart' && e.pid === main.pid && e.ts <= parse.ts)
  .reduce((latest, e) => Math.max(latest, e.ts), 0);
const tasks = events.filter(
  (e) =>
    e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur > 50_000 && e.ts >= navigation,
);

// Samples: ProfileChunk events carry nodes (id, callFrame) and samples (node ids) with time deltas.
const nodes = new Map();
const samples = [];
const profileEvent = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
let ts = profileEvent?.args?.data?.startTime ?? 0;
for (const e of events.filter(
  (e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profileEvent?.id,
)) {
  const profile = e.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) nodes.set(node.id, node);
  const deltas = e.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    ts += deltas[i] ?? 0;
    samples.push({ id, ts });
  });
}

const label = (node) => {
  const frame = node?.callFrame ?? {};
  const file = String(frame.url ?? '').replace(/^https?:\/\/[^/]+/, '');
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`.trim();
};
for (const task of tasks) {
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
  const counts = new Map();
  for (const s of inTask) counts.set(label(nodes.get(s.id)), (counts.get(label(nodes.get(s.id))) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(
    `task at ${Math.round((task.ts - navigation) / 1000)} ms, ${Math.round(task.dur / 1000)} ms, ${inTask.length} samples`,
  );
  for (const [name, count] of top) console.log(`    ${count}  ${name}`);
}
