import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import {
  buildRemote,
  copyRemote,
  hashTree,
  isAlive,
  REPO_ROOT,
  snapshotRemoteDist,
  startDeliveryStack,
  waitUntilOk,
  watch,
  type StackInfo,
  type WatchedProcess,
} from './delivery-processes';
import { steadyLoad, type LoadTarget } from './steady-load';

/** Its own ports (the browser suite uses 18080/1300x, `npm start` 8080/300x) and its own Redis logical database. */
const PORTS = {
  gateway: 28080,
  account: 23001,
  social: 23002,
  store: 23003,
  catalogWorker: 23004,
  squareEmulator: 23010,
};
const STORE_COPY_PORT = 23013;
const REDIS_DB = 14;
const GATEWAY = `http://127.0.0.1:${PORTS.gateway}`;
const TOKEN = `delivery-${process.pid}-${Date.now()}`;
const MARKER = `All products, delivered on its own ${Date.now().toString(36)}`;

const work = mkdtempSync(path.join(os.tmpdir(), 'petcora-delivery-'));
/** Each process's log, kept after the run (like the browser suite's) for when this test fails. */
const logDir = path.join(REPO_ROOT, '.tmp', 'delivery-logs');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
let stack: { runner: WatchedProcess; info: StackInfo } | undefined;
let storeCopy: WatchedProcess | undefined;
let remoteBuild: WatchedProcess | undefined;
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  await remoteBuild?.stop();
  await storeCopy?.stop();
  await stack?.runner.stop(30_000);
  rmSync(work, { recursive: true, force: true });
}, 60_000);

const deploy = (method: 'PUT' | 'DELETE', suffix: string, body?: object) =>
  fetch(`${GATEWAY}/api/admin/deployment${suffix}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
/** The service's one JSON line per answered request (@petcora/tracing). */
function requestLines(service: WatchedProcess): { path: string; status: number }[] {
  return service.output.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { msg?: string; path?: string; status?: number };
      return parsed.msg === 'request' && parsed.path
        ? [{ path: parsed.path, status: parsed.status ?? 0 }]
        : [];
    } catch {
      return [];
    }
  });
}

const remoteList = async () =>
  (await (await fetch(`${GATEWAY}/api/remotes`)).json()) as Record<string, string>;

/** What must stay exactly as it was: the files the gateway serves for the shell and the other remotes. */
function untouchedFiles(dirs: Record<string, string>) {
  return Object.fromEntries(Object.entries(dirs).map(([part, dir]) => [part, hashTree(dir)]));
}

it('ships a changed remote and a second store copy at run time, under load, touching nothing else', async () => {
  // 1. A changed copy of the store remote, built as a new version while the stack starts.
  const store = copyRemote('mfe-store', work);
  const page = path.join(store.dir, 'src', 'pages', 'store-page.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source).toContain("'All products'");
  writeFileSync(page, source.replace("'All products'", JSON.stringify(MARKER)));
  const building = buildRemote(store.dir);
  remoteBuild = building.build;
  building.version.catch(() => undefined); // awaited below; a failure is reported there

  // The shell and the other remotes as built now, served by this test's gateway (a build elsewhere in the
  // repository meanwhile cannot change them).
  const shellDist = path.join(work, 'shell');
  cpSync(path.join(REPO_ROOT, 'shell', 'dist'), shellDist, { recursive: true });
  const social = snapshotRemoteDist('mfe-social', path.join(work, 'mfe-social'));
  const account = snapshotRemoteDist('mfe-account', path.join(work, 'mfe-account'));
  const served = {
    shell: shellDist,
    'social remote': social.dist,
    'account remote': account.dist,
    'store remote, old version': path.join(store.dist, store.builtVersion),
  };
  const oldManifest = `/mfe/store/${store.builtVersion}/mf-manifest.json`;
  stack = await startDeliveryStack({
    ports: PORTS,
    redisDb: REDIS_DB,
    logDir,
    env: {
      GATEWAY_DEPLOY_TOKEN: TOKEN,
      SHELL_DIST_DIR: shellDist,
      MFE_SOCIAL_DIST_DIR: social.dist,
      MFE_ACCOUNT_DIST_DIR: account.dist,
      MFE_STORE_DIST_DIR: store.dist,
      // Pinned, as production is: a new build alone changes nothing until the deployment call.
      REMOTE_STORE_URL: oldManifest,
      RATE_LIMIT_API_PER_MIN: '1000000',
      RATE_LIMIT_AUTH_PER_MIN: '1000',
      UPSTREAM_CHECK_INTERVAL_MS: '500',
    },
  });
  const pidsBefore = stack.info.processes;
  const filesBefore = untouchedFiles(served);
  expect((await remoteList()).store).toBe(oldManifest);

  // A visitor already on the store page (old version) before anything changes.
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const visitor = await browser.newPage();
  await visitor.goto(`${GATEWAY}/store`);
  await visitor.getByRole('heading', { name: 'All products', exact: true }).waitFor({ timeout: 30_000 });

  const newVersion = await building.version;
  expect(newVersion).not.toBe(store.builtVersion);
  expect((await remoteList()).store).toBe(oldManifest); // built, not live

  // 2. A second copy of the store service on another port.
  const serviceUrls = {
    ACCOUNT_SERVICE_URL: `http://127.0.0.1:${PORTS.account}`,
    SOCIAL_SERVICE_URL: `http://127.0.0.1:${PORTS.social}`,
    STORE_SERVICE_URL: `http://127.0.0.1:${PORTS.store}`,
    SQUARE_BASE_URL: `http://127.0.0.1:${PORTS.squareEmulator}`,
  };
  const copyEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...stack.info.env,
    ...serviceUrls,
    PORT: String(STORE_COPY_PORT),
  };
  delete copyEnv.SQUARE_ACCESS_TOKEN;
  storeCopy = watch(
    spawn(process.execPath, [path.join(REPO_ROOT, 'services', 'store', 'dist', 'main.js')], {
      cwd: path.join(REPO_ROOT, 'services', 'store'),
      env: copyEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const copyAddress = `http://127.0.0.1:${STORE_COPY_PORT}`;
  await waitUntilOk(`${copyAddress}/health/ready`, 60_000);
  const productRequestsOnCopy = () =>
    requestLines(storeCopy!).filter((line) => line.path.startsWith('/api/products')).length;
  expect(productRequestsOnCopy()).toBe(0);

  // 3. Steady load through the gateway: pages, remote files, the remote list, reads of every service.
  let liveStoreManifest = oldManifest;
  const targets: LoadTarget[] = [
    { name: 'home page', path: '/', accept: 'text/html' },
    { name: 'store page', path: '/store', accept: 'text/html' },
    { name: 'remote list', path: '/api/remotes' },
    { name: 'live store manifest', path: () => liveStoreManifest },
    { name: 'old store entry (mid-session)', path: `/mfe/store/${store.builtVersion}/remoteEntry.js` },
    { name: 'social manifest', path: '/api/remotes' },
    { name: 'store products', path: '/api/products' },
    { name: 'social read', path: '/api/hashtags/trending' },
    { name: 'account read', path: '/api/membership-plans' },
  ];
  const list = await remoteList();
  targets[5]!.path = list.social!;
  targets.push({ name: 'account manifest', path: list.account! });
  const expectedStatus = new Map<string, number>();
  for (const target of targets) {
    const res = await fetch(`${GATEWAY}${typeof target.path === 'string' ? target.path : target.path()}`, {
      headers: { accept: target.accept ?? '*/*' },
    });
    await res.arrayBuffer();
    // Every target is a real read that works before anything changes.
    expect([target.name, res.status]).toEqual([target.name, 200]);
    expectedStatus.set(target.name, res.status);
  }
  const load = steadyLoad(GATEWAY, targets);
  const follower = setInterval(() => {
    void remoteList()
      .then((l) => (liveStoreManifest = l.store!))
      .catch(() => undefined);
  }, 200);
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  // 4. The switch: the store remote to the new version, the store service to the new copy.
  const switchedAt = Date.now();
  const remoteSwitch = await deploy('PUT', '/remotes/store', { version: newVersion });
  expect([remoteSwitch.status, await remoteSwitch.text()]).toEqual([200, expect.any(String)]);
  const serviceSwitch = await deploy('PUT', '/services/store', { addresses: [copyAddress] });
  expect([serviceSwitch.status, await serviceSwitch.text()]).toEqual([200, expect.any(String)]);
  const switchMs = Date.now() - switchedAt;

  const newManifest = `/mfe/store/${newVersion}/mf-manifest.json`;
  expect((await remoteList()).store).toBe(newManifest);
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  // The visitor mid-session keeps working on what it loaded; its next load of the page gets the new version.
  await visitor.getByRole('heading', { name: 'All products', exact: true }).waitFor({ timeout: 5_000 });
  await visitor.reload();
  await visitor.getByRole('heading', { name: MARKER }).waitFor({ timeout: 30_000 });

  clearInterval(follower);
  const results = await load.stop();

  // 5. Zero failed requests, before, during and after the switch.
  const failed = results.filter(
    (r) => r.status === 'network error' || r.status >= 500 || r.status !== expectedStatus.get(r.name),
  );
  expect(failed).toEqual([]);
  expect(results.length).toBeGreaterThan(100);
  expect(results.some((r) => r.at < switchedAt)).toBe(true);
  expect(results.filter((r) => r.at > switchedAt + switchMs).length).toBeGreaterThan(20);
  expect(results.some((r) => r.path === newManifest)).toBe(true);

  // The change is live: one of the new version's scripts, served by the gateway, carries the new text.
  const files = readdirSync(path.join(store.dist, newVersion)).filter((f) => f.endsWith('.js'));
  const bodies = await Promise.all(
    files.map(async (f) => (await fetch(`${GATEWAY}/mfe/store/${newVersion}/${f}`)).text()),
  );
  expect(bodies.some((body) => body.includes(MARKER))).toBe(true);
  const manifest = await fetch(`${GATEWAY}${newManifest}`);
  expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  // The new copy answers: it got the store's reads after the switch.
  expect(productRequestsOnCopy()).toBeGreaterThan(0);

  // 6. Nothing else touched: same processes, same files.
  // Every process of the stack is the one started at the beginning: alive under its PID, still on its port.
  for (const [name, pid] of Object.entries(pidsBefore)) expect([name, isAlive(pid)]).toEqual([name, true]);
  for (const port of Object.values(PORTS)) await waitUntilOk(`http://127.0.0.1:${port}/health/live`, 5_000);
  expect(untouchedFiles(served)).toEqual(filesBefore);
  expect(Object.keys(filesBefore.shell!)).toContain('index.html');

  // 7. Rollback: back to the configuration, again without a restart.
  expect((await deploy('DELETE', '/remotes/store')).status).toBe(200);
  expect((await deploy('DELETE', '/services/store')).status).toBe(200);
  expect((await remoteList()).store).toBe(oldManifest);
  console.log(
    `delivery: ${results.length} requests, 0 failed; switch calls took ${switchMs} ms; ` +
      `${productRequestsOnCopy()} product reads on the new store copy`,
  );
}, 240_000);
