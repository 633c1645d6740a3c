#!/usr/bin/env node
// A returning visitor (cookie choice stored) on one page, Chromium with 4x CPU throttling and no network throttling,
// N fresh contexts: LCP, when the remote's exposed page chunk was requested, the number of long tasks and their
// blocking time (sum of each beyond 50 ms), per run and as medians. Lighthouse's simulation re-plays the same
// trace under a model; this is what the throttled browser itself saw. Usage: node e2e/lighthouse/paint-timing.mjs
// <baseUrl> <path> [runs]. Not part of `npm test`.
import puppeteer from 'puppeteer-core';
const [base, path, n = '5'] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
for (let i = 0; i < Number(n); i++) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.setCookie({
    name: 'petcora_consent',
    value: encodeURIComponent(
      JSON.stringify({
        version: 1,
        choices: { performance: false, functionality: false, marketing: false },
        decidedAt: new Date().toISOString(),
      }),
    ),
    url: base,
  });
  await page.evaluateOnNewDocument(() => {
    window.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    window.__lcp = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 500));
  const m = await page.evaluate(() => {
    const res = performance.getEntriesByType('resource');
    const expose = res.find((r) => r.name.includes('__federation_expose_') && r.name.endsWith('.js'));
    const tbt = window.__lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    return {
      lcp: Math.round(window.__lcp),
      expose: Math.round(expose?.startTime ?? -1),
      longTasks: window.__lt.length,
      tbt: Math.round(tbt),
    };
  });
  rows.push(m);
  await ctx.close();
}
await browser.close();
const med = (k) => {
  const v = rows.map((r) => r[k]).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)];
};
console.log(
  path,
  JSON.stringify(rows.map((r) => `${r.lcp}/${r.expose}/${r.longTasks}/${r.tbt}`)),
  'median lcp',
  med('lcp'),
  'expose',
  med('expose'),
  'longtasks',
  med('longTasks'),
  'tbt',
  med('tbt'),
);
