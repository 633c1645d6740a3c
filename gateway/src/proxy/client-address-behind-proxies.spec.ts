import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import IORedis from 'ioredis';
import { CLIENT_ADDRESS_HEADER } from '@petcora/contracts';
import { createTestDatabase, testRedis, waitFor, type TestDatabase } from '@petcora/testing';
import { createGateway, upstreamPoolsOf } from '../app';
import { closedPortUrl, CSRF_TOKEN, testConfig } from '../testing/fake-upstream';

jest.setTimeout(90_000);

/**
 * Two proxies in front of a real gateway (TRUST_PROXY=2, as the manifests' rule asks for two proxies) in front of the
 * real account service, run from its build as deployed. Each proxy appends the address it was reached from to
 * X-Forwarded-For, as nginx and cloud load balancers do. Clients connect from addresses of their own (127.0.0.x: all
 * of 127/8 is loopback), so the account service can tell them apart only if it sees the address the gateway
 * decided.
 */

const ACCOUNT_ENTRY = path.resolve(__dirname, '../../../services/account/dist/main.js');
const PER_CLIENT_BUDGET = 4;
const PASSWORD = 'two-proxies-password';

interface Answer {
  status: number;
  body: { message?: string };
}

/** A reverse proxy that appends its peer's address to X-Forwarded-For and streams both ways. */
async function startAppendingProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const forwardedFor = req.headers['x-forwarded-for'];
    const peer = req.socket.remoteAddress ?? '';
    const upstream = http.request(
      {
        hostname: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${peer}` : peer },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the client address through two proxies, a real gateway and the real account service', () => {
  let db: TestDatabase;
  const redis = testRedis('client-address');
  let accountProcess: ChildProcess;
  let gatewayServer: http.Server;
  let gatewayApp: ReturnType<typeof createGateway>;
  let inner: { url: string; close(): Promise<void> };
  let outer: { url: string; close(): Promise<void> };
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'petcora-client-address-'));

  /** One request through both proxies, from `clientAddress` (a loopback address of its own). */
  const send = (
    clientAddress: string,
    method: 'GET' | 'POST',
    requestPath: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const target = new URL(requestPath, outer.url);
      const req = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method,
          localAddress: clientAddress,
          // A fresh connection each time, so every request really comes from its own client address.
          agent: false,
          headers: {
            Cookie: `XSRF-TOKEN=${CSRF_TOKEN}`,
            'X-XSRF-TOKEN': CSRF_TOKEN,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: Answer['body'] = {};
            try {
              parsed = JSON.parse(text) as Answer['body'];
            } catch {
              parsed = { message: text };
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const signIn = (clientAddress: string, email: string, password: string, headers?: Record<string, string>) =>
    send(clientAddress, 'POST', '/api/auth/signin', { email, password }, headers);

  beforeAll(async () => {
    if (!existsSync(ACCOUNT_ENTRY))
      throw new Error(`services/account is not built (${ACCOUNT_ENTRY} missing): npx nx run-many -t build`);
    db = await createTestDatabase('gateway_client_address');
    const accountUrl = await closedPortUrl();
    accountProcess = spawn(process.execPath, [ACCOUNT_ENTRY], {
      cwd: path.dirname(path.dirname(ACCOUNT_ENTRY)),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: new URL(accountUrl).port,
        DATABASE_URL: db.url,
        REDIS_URL: redis.url,
        BULL_PREFIX: redis.prefix,
        RATE_LIMIT_PREFIX: `${redis.prefix}:limits`,
        DEMO_SEED: 'false',
        UPLOAD_DIR: uploads,
        LOG_LEVEL: 'error',
        SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3',
        SIGNIN_MAX_FAILURES_PER_ADDRESS: String(PER_CLIENT_BUDGET),
      },
    });
    const exited = new Promise<string>((resolve) =>
      accountProcess.once('exit', (code) => resolve(`exit ${code}`)),
    );
    await Promise.race([
      waitFor(
        () =>
          fetch(`${accountUrl}/health/live`, { signal: AbortSignal.timeout(1000) }).then(
            (res) => res.ok,
            () => false,
          ),
        Boolean,
        60_000,
      ),
      exited.then((how) => Promise.reject(new Error(`the account service stopped (${how})`))),
    ]);

    gatewayApp = createGateway(
      testConfig({
        ACCOUNT_SERVICE_URL: accountUrl,
        SOCIAL_SERVICE_URL: await closedPortUrl(),
        STORE_SERVICE_URL: await closedPortUrl(),
        TRUST_PROXY: '2',
        // The gateway's own per-client credential limit is not under test here.
        RATE_LIMIT_AUTH_PER_MIN: '1000',
      }),
    );
    await gatewayApp.ready();
    gatewayServer = gatewayApp.server;
    await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
    inner = await startAppendingProxy(`http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`);
    outer = await startAppendingProxy(inner.url);

    for (const name of ['shared_member', 'spoof_target']) {
      const res = await send('127.0.0.9', 'POST', '/api/auth/signup', {
        email: `${name}@example.com`,
        password: PASSWORD,
        username: name,
      });
      expect({ name, status: res.status }).toEqual({ name, status: 201 });
    }
  });

  afterAll(async () => {
    await outer?.close();
    await inner?.close();
    if (gatewayApp) for (const pool of Object.values(upstreamPoolsOf(gatewayApp))) pool.stop();
    gatewayServer?.closeAllConnections();
    await new Promise<void>((resolve) => (gatewayServer ? gatewayServer.close(() => resolve()) : resolve()));
    if (accountProcess?.pid !== undefined && accountProcess.exitCode === null) {
      const exited = new Promise((resolve) => accountProcess.once('exit', resolve));
      process.kill(accountProcess.pid, 'SIGTERM');
      await exited;
    }
    const connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
    const keys = await connection.keys(`${redis.prefix}*`);
    if (keys.length > 0) await connection.del(...keys);
    await connection.quit();
    await db?.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("one client's wrong sign-ins use up its own budget only: another client signs in as usual", async () => {
    const failing = '127.0.0.2';
    const other = '127.0.0.3';
    for (let i = 0; i < PER_CLIENT_BUDGET; i += 1)
      expect((await signIn(failing, `nobody${i}@example.com`, 'guess')).status).toBe(401);
    const refused = await signIn(failing, 'shared_member@example.com', PASSWORD);
    expect(refused).toEqual({
      status: 429,
      body: { message: 'Too many sign-in attempts. Please try again in a few minutes.' },
    });

    expect((await signIn(other, 'shared_member@example.com', 'wrong')).status).toBe(401);
    expect((await signIn(other, 'shared_member@example.com', PASSWORD)).status).toBe(200);
  });

  it("one client's failures on an account pause that client only: the owner signs in from elsewhere", async () => {
    const attacker = '127.0.0.4';
    const owner = '127.0.0.5';
    const statuses: number[] = [];
    for (let i = 0; i < PER_CLIENT_BUDGET; i += 1)
      statuses.push((await signIn(attacker, 'shared_member@example.com', 'wrong')).status);
    // Three free failures, then the pause (or the spent budget) refuses the attacker, even with the right password.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect((await signIn(attacker, 'shared_member@example.com', PASSWORD)).status).toBe(429);
    expect((await signIn(owner, 'shared_member@example.com', PASSWORD)).status).toBe(200);
  });

  it("ignores a client-sent copy of the gateway's header and a made-up forwarded chain", async () => {
    const spoofer = '127.0.0.6';
    const victim = '127.0.0.7';
    for (let i = 0; i < PER_CLIENT_BUDGET; i += 1) {
      const res = await signIn(spoofer, `ghost${i}@example.com`, 'guess', {
        // Claims to be the victim, and a fresh address each time.
        [CLIENT_ADDRESS_HEADER]: victim,
        'X-Forwarded-For': `198.51.100.${i}`,
        'X-Real-IP': victim,
      });
      expect(res.status).toBe(401);
    }
    const refused = await signIn(spoofer, 'spoof_target@example.com', PASSWORD, {
      [CLIENT_ADDRESS_HEADER]: '198.51.100.77',
      'X-Forwarded-For': '198.51.100.77',
    });
    expect(refused.status).toBe(429);
    // The victim's own budget was never touched: a wrong guess is a plain 401, and the right password works.
    expect((await signIn(victim, 'spoof_target@example.com', 'wrong')).status).toBe(401);
    expect((await signIn(victim, 'spoof_target@example.com', PASSWORD)).status).toBe(200);
  });
});
