#!/usr/bin/env node
// Two copies of one service side by side, the second with extra Node or V8 flags (or another build), each loaded at
// the same fixed rate at the same moment, CPU per answer (utime + stime from /proc) compared round by round (see
// ADR 0063). The copies run with the environment of the stack's own process for that service (read from /proc), on
// ports of their own, so they share its database, Redis and neighbours. What gateway-ab.mjs is for the gateway.
//
//   PORT_OFFSET=400 AB_NODE_FLAGS_B="--max-semi-space-size=64" node bench/service-ab.mjs social
//   PORT_OFFSET=400 node bench/service-ab.mjs store services/store/.tmp/before/dist services/store/dist
//   PORT_OFFSET=400 AB_CASE=like node bench/service-ab.mjs social <dist A> <dist B>
//
// AB_ENV_A / AB_ENV_B="NAME=value ..." set environment variables for one copy only (e.g. a background loop off).
// AB_CASE=like (social): instead of the feed page, each request likes or unlikes (at random) one of 20 posts of other
// members, as the bench member; each copy has posts of its own, so the two never wait on each other's rows.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchMember, directIdentityHeaders } from './lib/identities.mjs';
import { FEED_PATH, PRODUCTS_PATH } from './lib/benchmarked-reads.mjs';
import { processesListeningOn, rssKiB } from './lib/processes.mjs';
import { compareCopies, sideBySideSettings, spawnCopy, startCopies } from './lib/side-by-side.mjs';

const SERVICES = {
  social: { port: 3002, read: FEED_PATH, dir: 'services/social' },
  store: { port: 3003, read: PRODUCTS_PATH, dir: 'services/store' },
};
const [service, distA, distB] = process.argv.slice(2);
const chosen = SERVICES[service];
if (!chosen) {
  console.error('usage: node bench/service-ab.mjs social|store [<dist of copy A> <dist of copy B>]');
  process.exit(2);
}
const { offset, rate, seconds, rounds, warmUpSeconds, bFirst, ports, logDir } = sideBySideSettings({
  rate: 300,
  seconds: 10,
  rounds: 6,
  ports: [18691, 18692],
  logPrefix: '/tmp/service-ab-',
});
const repoDist = path.resolve(chosen.dir, 'dist');

const stackPid = processesListeningOn({ service: chosen.port + offset }).service;
if (!stackPid)
  throw new Error(`nothing listens on ${chosen.port + offset}: start the stack with PORT_OFFSET=${offset}`);
const stackEnv = Object.fromEntries(
  fs
    .readFileSync(`/proc/${stackPid}/environ`, 'utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** AB_ENV_A / AB_ENV_B: `NAME=value` pairs (space-separated) set for that copy only. */
function envOf(name) {
  const pairs = (process.env[`AB_ENV_${name}`] ?? '').split(' ').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

function start(name, dist) {
  const env = { ...stackEnv, ...envOf(name), PORT: String(ports[name]) };
  return spawnCopy({ name, dist, env, port: ports[name], logDir, label: service });
}

const dists = { A: distA ?? repoDist, B: distB ?? repoDist };

/** Twenty top-level posts of other members for each copy (the like case). */
async function postsToLike(env) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT id FROM social.posts WHERE user_id <> $1 AND reply_to_id IS NULL AND NOT is_repet
        ORDER BY created_at DESC, id DESC LIMIT 40`,
      [benchMember().id],
    );
    if (rows.length < 40)
      throw new Error(`the like case needs 40 posts of other members, found ${rows.length}`);
    return { A: rows.slice(0, 20).map((r) => r.id), B: rows.slice(20).map((r) => r.id) };
  } finally {
    await client.end();
  }
}

/** An autocannon request that likes or unlikes one of `postIds`, at random. */
function likeOrUnlike(postIds) {
  return {
    setupRequest(request) {
      const postId = postIds[Math.floor(Math.random() * postIds.length)];
      return Math.random() < 0.5
        ? { ...request, method: 'POST', path: `/api/posts/${postId}/like` }
        : { ...request, method: 'DELETE', path: `/api/likes/${postId}` };
    },
  };
}
const { copies, stop } = await startCopies({
  start: (name) => start(name, dists[name]),
  bFirst,
  what: `${service} (logs in ${logDir})`,
});

try {
  // Social reads the member from the identity header the gateway would send; the product list needs none.
  const headers =
    service === 'social' ? directIdentityHeaders(stackEnv.IDENTITY_TOKEN_PRIVATE_KEY, 'social', 3600) : {};
  const likes = process.env.AB_CASE === 'like' && service === 'social' ? await postsToLike(stackEnv) : null;
  const load = (copy, duration) =>
    autocannon({
      url: `${copy.url}${chosen.read}`,
      headers,
      connections: 10,
      overallRate: rate,
      duration,
      ...(likes ? { requests: [likeOrUnlike(likes[copy.name])] } : {}),
    });
  await compareCopies({ name: service, copies, load, warmUpSeconds, seconds, rounds });
  console.log(
    `resident after the rounds: A ${rssKiB(copies.A.child.pid)} KiB, B ${rssKiB(copies.B.child.pid)} KiB`,
  );
} finally {
  stop();
}
