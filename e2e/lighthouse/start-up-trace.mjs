#!/usr/bin/env node
// A first visit (no cookies, cache off) of one page in Chromium at a phone's 4x CPU, traced, and what its main thread
// did: each task over --min ms (wall and thread time, the trace events inside it, the functions that took its samples,
// resolved through the chunks' source maps), and one SUMMARY line. Not part of `npm test`.
//
// Usage: node e2e/lighthouse/start-up-trace.mjs <baseUrl> <path> [--min=45] [--top=6] [--save=trace.json] [--requests] [--sync]
//        node e2e/lighthouse/start-up-trace.mjs --load=trace.json [--min=45]   (a saved trace again)
// Source maps: the remotes' come from the stack (/mfe/<remote>/<version>/*.map); the shell's are not served, so they
// are read from SHELL_DIST_DIR (default shell/dist).
//
// The SUMMARY's `blockThread` is the sum over the tasks after the first contentful paint of their thread time beyond
// 50 ms: what Lighthouse's Total Blocking Time counts, but from CPU time, so a busy machine (the main thread waiting
// for a core) inflates it far less than the wall time Lighthouse's simulation multiplies. On a busy machine the first
// paint itself moves by seconds and with it the tasks counted, so `blockThreadAll` counts every task of the load but
// the HTML parser's (Lighthouse's simulated first paint comes before the scripts run). Compare builds with these in
// interleaved runs on one stack (docs/performance/front-end.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { withBrowserUiOff } from './chromium-flags.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const [base, path] = args.filter((a) => !a.startsWith('--'));
const minMs = Number(option('min') ?? 45);
const shellDist = process.env.SHELL_DIST_DIR ?? join(import.meta.dirname, '../../shell/dist');

let trace;
if (option('load')) trace = JSON.parse(readFileSync(option('load'), 'utf8'));
else {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: withBrowserUiOff(['--no-sandbox', '--disable-gpu', '--disable-background-networking']),
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'loading',
      'v8.execute',
    ],
  });
  await page.goto(base.replace(/\/$/, '') + path, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 800));
  trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
  await browser.close();
  if (option('save')) writeFileSync(option('save'), JSON.stringify(trace));
}

const events = trace.traceEvents;
// The page's renderer: the main thread that parsed the page's HTML; times are from the document's request.
const parse = events.find(
  (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith('http'),
);
const main = { pid: parse.pid, tid: parse.tid };
const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
const start = (
  events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === parse.args.beginData.url) ??
  parse
).ts;
const at = (ts) => Math.round((ts - start) / 1000);
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid);
const origin = new URL(parse.args.beginData.url).origin;

if (args.includes('--requests')) {
  const finished = new Map(
    events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args.data.requestId, e.ts]),
  );
  for (const e of events.filter((e) => e.name === 'ResourceSendRequest' && e.pid === main.pid)) {
    const { requestId, priority, url } = e.args.data;
    const end = finished.get(requestId);
    console.log(`request ${at(e.ts)}-${end ? at(end) : '?'} ms ${priority} ${url.replace(origin, '')}`);
  }
}

// V8's samples: ProfileChunk events carry nodes (id, callFrame, parent) and samples with time deltas.
const nodes = new Map();
const samples = [];
const profile = events.find((e) => e.name === 'Profile' && onMain(e));
let ts = profile?.args?.data?.startTime ?? 0;
for (const e of events.filter(
  (e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id,
)) {
  const chunk = e.args.data.cpuProfile ?? {};
  for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
  (chunk.samples ?? []).forEach((id, i) => {
    ts += e.args.data.timeDeltas?.[i] ?? 0;
    samples.push({ id, ts });
  });
}
const maps = new Map();
async function sourceMap(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      (async () => {
        const { pathname } = new URL(url);
        const file = join(shellDist, `${pathname}.map`);
        if (!pathname.startsWith('/mfe/') && existsSync(file))
          return new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
        const response = await fetch(`${url}.map`).catch(() => null);
        return response?.ok ? new SourceMapConsumer(await response.json()) : null;
      })(),
    );
  }
  return maps.get(url);
}
async function label(node) {
  const frame = node?.callFrame ?? {};
  const map = frame.url?.startsWith('http') ? await sourceMap(frame.url) : null;
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '');
    return `${frame.functionName || original.name || '(anonymous)'} ${source}:${original.line}`;
  }
  return `${frame.functionName || '(anonymous)'} ${String(frame.url ?? '').replace(origin, '')}`;
}

const SHOWN = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks']);
const SHOWN_NATIVE = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint']);
const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= start && e.dur > 0);
for (const task of tasks.filter((t) => t.dur > minMs * 1000)) {
  const end = task.ts + task.dur;
  console.log(
    `task at ${at(task.ts)} ms: ${Math.round(task.dur / 1000)} ms, thread ${Math.round((task.tdur ?? 0) / 1000)} ms`,
  );
  for (const e of events.filter(
    (e) => onMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 3000,
  )) {
    if (!SHOWN.has(e.name) && !SHOWN_NATIVE.has(e.name)) continue;
    const url = String(e.args?.data?.url ?? '').replace(origin, '');
    console.log(`    ${e.name} ${Math.round(e.dur / 1000)} ms ${url}`);
  }
  const counts = new Map();
  for (const s of samples.filter((s) => s.ts >= task.ts && s.ts <= end)) {
    const name = await label(nodes.get(s.id));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, Number(option('top') ?? 6));
  console.log(`    samples: ${top.map(([name, n]) => `${n} ${name}`).join(' | ')}`);
}

// --sync: the tasks in which React rendered in its sync lane (`performSyncWorkOnRoot` on a sample's stack, by the
// original names of the source maps), with their thread time: after a hydration in a transition, an update React
// renders there is one `useSyncExternalStore` forced (docs/performance/front-end.md).
if (args.includes('--sync')) {
  const originalNames = new Map();
  async function originalName(node) {
    if (!originalNames.has(node.id)) {
      const frame = node.callFrame ?? {};
      const map = frame.url?.startsWith('http') ? await sourceMap(frame.url) : null;
      const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      originalNames.set(node.id, original?.name ?? frame.functionName);
    }
    return originalNames.get(node.id);
  }
  const parents = new Map();
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
  for (const node of nodes.values()) if (node.parent !== undefined) parents.set(node.id, node.parent);
  async function stackHas(id, name) {
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node && (await originalName(node)) === name) return true;
    }
    return false;
  }
  const syncTasks = [];
  for (const task of tasks.filter((t) => t.ts >= (fcp?.ts ?? start))) {
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
    let syncSamples = 0;
    for (const s of inTask) if (await stackHas(s.id, 'performSyncWorkOnRoot')) syncSamples += 1;
    if (syncSamples > 0)
      syncTasks.push(
        `${at(task.ts)}ms:${Math.round((task.tdur ?? 0) / 1000)}ms(${syncSamples}/${inTask.length})`,
      );
  }
  console.log(
    `SYNC tasks with React's sync lane (at: thread time (sync samples/samples)): ${syncTasks.join(' ') || '-'}`,
  );
}

const afterPaint = tasks.filter((t) => t.ts >= (fcp?.ts ?? start));
const parsing = (t) =>
  events.some((e) => e.name === 'ParseHTML' && onMain(e) && e.ts >= t.ts && e.ts <= t.ts + t.dur);
const beyond50 = (ms) => Math.max(0, ms - 50);
const sum = (list, ms) => Math.round(list.reduce((total, t) => total + beyond50(ms(t)), 0));
console.log(
  `SUMMARY fcp ${fcp ? at(fcp.ts) : '?'} lcp ${lcps.length ? at(lcps.at(-1).ts) : '?'} ` +
    `blockThread ${sum(afterPaint, (t) => (t.tdur ?? 0) / 1000)} blockWall ${sum(afterPaint, (t) => t.dur / 1000)} ` +
    `blockThreadAll ${sum(
      tasks.filter((t) => !parsing(t)),
      (t) => (t.tdur ?? 0) / 1000,
    )} longTasks ${afterPaint.filter((t) => (t.tdur ?? 0) > 50_000).length}`,
);
