// A preload that counts what a Node process creates per HTTP request (node --require bench/probes/promise-sites.cjs
// <service>/dist/main.js): async resources by type, and where one promise in PROMISE_SAMPLE_EVERY (default 7) was
// created, by its first three stack frames. `kill -USR2 <pid>` prints the counts since the last print to stderr and
// starts over, so: warm up, signal, load, signal. An instrument for the request-path budget (every promise costs more once an
// AsyncLocalStorage is entered on Node 20), never loaded by the product.
'use strict';
const asyncHooks = require('node:async_hooks');
const http = require('node:http');

const SAMPLE_EVERY = Number(process.env.PROMISE_SAMPLE_EVERY ?? 7);
const FRAMES = 3;
const SHOWN = 40;
let byType = new Map();
let sites = new Map();
let promises = 0;
let requests = 0;
let sampling = false;

function siteOf(stack) {
  return stack
    .split('\n')
    .slice(1)
    .filter((line) => !line.includes('node:internal/async_hooks') && !line.includes('promise-sites.cjs'))
    .slice(0, FRAMES)
    .map((line) =>
      line
        .trim()
        .replace(/^at /, '')
        .replace(/\S*node_modules\//, '')
        .replace(/:\d+\)$/, ')'),
    )
    .join(' < ');
}

asyncHooks
  .createHook({
    init(_id, type) {
      byType.set(type, (byType.get(type) ?? 0) + 1);
      if (type !== 'PROMISE' || sampling || ++promises % SAMPLE_EVERY !== 0) return;
      sampling = true; // new Error() below must not count itself
      const site = siteOf(new Error().stack ?? '');
      sites.set(site, (sites.get(site) ?? 0) + SAMPLE_EVERY);
      sampling = false;
    },
  })
  .enable();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function countRequests(event, ...args) {
  if (event === 'request') requests += 1;
  return emit.call(this, event, ...args);
};

process.on('SIGUSR2', () => {
  const per = (n) => (requests ? (n / requests).toFixed(1) : 'n/a');
  const lines = [`requests ${requests}; per request:`];
  for (const [type, n] of [...byType].sort((a, b) => b[1] - a[1])) lines.push(`  ${per(n)}\t${type}`);
  lines.push(`promise sites (1 in ${SAMPLE_EVERY} sampled), per request:`);
  for (const [site, n] of [...sites].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    lines.push(`  ${per(n)}\t${site}`);
  process.stderr.write(`${lines.join('\n')}\n`);
  byType = new Map();
  sites = new Map();
  requests = 0;
});
