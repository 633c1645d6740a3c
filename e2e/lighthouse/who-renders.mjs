#!/usr/bin/env node
// Which updates React commits during a first visit, and what triggered each: a stand-in React DevTools hook records,
// for every commit, when it happened, how many fibers and components rendered, and the "origins" (a component whose
// own state changed while its parent did not render), each named by the first element it renders (the production
// build's names are minified). React's production build does not pass a commit's priority: to see which commits were
// in the sync lane, trace the same load with start-up-trace.mjs --sync. Chromium at 4x CPU, first visit. Not part of
// `npm test` (docs/performance/front-end.md).
//
// Usage: node e2e/lighthouse/who-renders.mjs <baseUrl> <path> [--runs=1]
import puppeteer from 'puppeteer-core';
import { withBrowserUiOff } from './chromium-flags.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const [base, path] = args.filter((a) => !a.startsWith('--'));
const runs = Number(option('runs') ?? 1);

function installHook() {
  const PERFORMED_WORK = 1;
  const commits = [];
  window.__whoRenders = commits;
  const hostLabel = (fiber) => {
    // The first DOM element under a fiber: what identifies a minified component.
    for (let f = fiber; f; f = f.child) {
      if (typeof f.type === 'string') {
        const el = f.stateNode;
        const cls = el?.getAttribute?.('class')?.split(' ')[0];
        const aria = el?.getAttribute?.('aria-label') ?? el?.getAttribute?.('aria-labelledby');
        return `<${f.type}${cls ? '.' + cls : ''}${aria ? ` "${aria}"` : ''}>`;
      }
    }
    return '(no element)';
  };
  const name = (fiber) => {
    const t = fiber.type;
    if (typeof t === 'function') return t.displayName || t.name || 'fn';
    if (typeof t === 'string') return t;
    if (t && typeof t === 'object') return String(t.$$typeof?.toString?.() ?? 'obj');
    return `tag${fiber.tag}`;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const t = performance.now();
      let rendered = 0;
      let components = 0;
      const origins = [];
      const walk = (next, parentRendered) => {
        for (let f = next; f; f = f.sibling) {
          const prev = f.alternate;
          const did = prev === null || (f.flags & PERFORMED_WORK) === PERFORMED_WORK;
          const isComponent =
            typeof f.type === 'function' || f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 15;
          if (did) {
            rendered += 1;
            if (isComponent) components += 1;
            if (isComponent && prev !== null && !parentRendered && f.memoizedState !== prev.memoizedState)
              origins.push(`${name(f)} ${hostLabel(f)}`);
          }
          if (prev === null || f.child !== prev.child)
            walk(f.child, isComponent ? did : parentRendered || prev === null);
        }
      };
      walk(root.current.child, false);
      commits.push({ at: Math.round(t), rendered, components, origins: origins.slice(0, 12) });
    },
  };
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: withBrowserUiOff(['--no-sandbox', '--disable-gpu', '--disable-background-networking']),
});
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.evaluateOnNewDocument(installHook);
    await page.goto(base.replace(/\/$/, '') + path, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const commits = await page.evaluate(() => window.__whoRenders);
    console.log(`run ${run + 1} ${path}`);
    for (const c of commits)
      console.log(
        `  commit at ${c.at} ms: ${c.rendered} fibers, ${c.components} components; origins: ${c.origins.join(' | ') || '-'}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
}
