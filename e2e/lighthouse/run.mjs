#!/usr/bin/env node
// Lighthouse (12.8, the npm package) against a running stack, with Debian's Chromium.
// Usage: node e2e/lighthouse/run.mjs [baseUrl] [--mobile] [--returning] [--paths=/,/store] [--save=dir]
//   (default http://localhost:8080, desktop preset; --mobile: Lighthouse's default mobile simulation;
//   --returning: a visitor whose cookie choice is stored (consent cookie set, storage kept): no cookie banner)
// Prints the four category scores, LCP and CLS for /, /store, /community, /auth, /about and /pet-haven.
// Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { withBrowserUiOff } from './chromium-flags.mjs';

const args = process.argv.slice(2);
const baseUrl = (
  args.find((arg) => !arg.startsWith('--')) ??
  process.env.E2E_BASE_URL ??
  'http://localhost:8080'
).replace(/\/$/, '');
const mobile = args.includes('--mobile');
const returning = args.includes('--returning');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pathsArg = args.find((arg) => arg.startsWith('--paths='));
const PATHS = pathsArg
  ? pathsArg.slice('--paths='.length).split(',')
  : ['/', '/store', '/community', '/auth', '/about', '/pet-haven'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// --save=<dir>: also writes each page's full report (<dir>/<page>.json) for its trace-based audits
// (long-tasks, bootup-time, mainthread-work-breakdown).
const saveArg = args.find((arg) => arg.startsWith('--save='));
const saveDir = saveArg ? saveArg.slice('--save='.length) : null;

const chrome = await launch({
  chromePath,
  // chrome-launcher's own defaults, taken whole so the browser-UI features join its --disable-features switch.
  ignoreDefaultFlags: true,
  chromeFlags: withBrowserUiOff([
    ...Launcher.defaultFlags(),
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ]),
});

/** A page whose browser holds a stored cookie choice, for --returning (Lighthouse keeps storage with it). */
async function returningVisitorPage() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const record = {
    version: 1,
    choices: { performance: false, functionality: false, marketing: false },
    decidedAt: new Date().toISOString(),
  };
  await page.setCookie({
    name: 'petcora_consent',
    value: encodeURIComponent(JSON.stringify(record)),
    url: baseUrl,
  });
  return page;
}

let failed = false;
try {
  console.log(
    `Lighthouse ${mobile ? 'mobile' : 'desktop'}${returning ? ', returning visitor' : ''} against ${baseUrl}`,
  );
  const page = returning ? await returningVisitorPage() : undefined;
  console.log(
    ['page'.padEnd(12), ...CATEGORIES.map((c) => c.padStart(15)), 'LCP'.padStart(9), 'CLS'.padStart(7)].join(
      '',
    ),
  );
  for (const path of PATHS) {
    const result = await lighthouse(
      `${baseUrl}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: returning,
      },
      mobile ? undefined : desktopConfig,
      page,
    );
    if (!result) throw new Error(`no result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      failed = true;
      console.error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
      continue;
    }
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
      writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(result.lhr));
    }
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    const lcpSeconds = (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2);
    const cls = audits['cumulative-layout-shift'].numericValue.toFixed(3);
    console.log(
      [
        path.padEnd(12),
        ...scores.map((s) => String(s).padStart(15)),
        `${lcpSeconds} s`.padStart(9),
        cls.padStart(7),
      ].join(''),
    );
    // What cost points, so it can be fixed.
    for (const id of CATEGORIES) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
          console.log(
            `    ${id}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.displayValue ?? ''}`,
          );
        }
      }
    }
    // What the largest paint was, so it can be made earlier.
    const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpElement) console.log(`    LCP element: ${String(lcpElement.snippet).slice(0, 140)}`);
    // Console errors cost best practices; say which.
    for (const item of audits['errors-in-console']?.details?.items ?? []) {
      console.log(`    console: ${item.source} ${String(item.description).slice(0, 160)}`);
    }
  }
} finally {
  await chrome.kill();
}
process.exitCode = failed ? 1 : 0;
