import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { waitFor } from '@petcora/testing';
import { createGateway, deploymentOf, upstreamPoolsOf, type GatewayDependencies } from '../app';
import { MemoryDeploymentStore, type DeploymentOverrides } from '../deployment/deployment-store';
import { readRawCookie } from '../identity/session-cookie';
import { SignOutBroadcast } from '../identity/sign-out-broadcast';
import {
  gatewayServer,
  closedPortUrl,
  startFakeUpstream,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { createJsonLogger } from './logger';

/**
 * The gateway carries each request's trace explicitly (`traceOf(res)`) instead of AsyncLocalStorage (on
 * Node 20 a storage once entered runs an async hook for every async resource and promise of the process). Each
 * family of log lines written inside a request carries that request's own trace, first in the line as before
 * (traceId, spanId, requestId), and no request ever enters a storage.
 */

const LEADING_KEYS = ['time', 'level', 'service', 'msg', 'traceId', 'spanId', 'requestId'];
const DEPLOY_TOKEN = 'deploy-token-for-tests-6f1c9a2e';
const CLIENT_PARENT_SPAN = '00f067aa0ba902b7';

let traced = 0;
/** Headers of one request with its own trace (continued by the gateway) and request id. */
function newTrace() {
  traced += 1;
  const traceId = `${traced.toString(16).padStart(4, '0')}${'ab'.repeat(14)}`;
  const requestId = `trace-test-${traced}`;
  return {
    traceId,
    requestId,
    headers: { traceparent: `00-${traceId}-${CLIENT_PARENT_SPAN}-01`, 'x-request-id': requestId },
  };
}
type Trace = ReturnType<typeof newTrace>;

interface Entry {
  msg: string;
  [key: string]: unknown;
}

function recordingLogger() {
  const lines: string[] = [];
  return {
    logger: createJsonLogger('info', (line) => lines.push(line)),
    lines,
    withMessage: (msg: string): string[] => lines.filter((line) => (JSON.parse(line) as Entry).msg === msg),
  };
}

/** The line is the request's: its trace and request id first, with the gateway's own span of that trace. */
function expectLineOf(line: string | undefined, trace: Trace): void {
  expect(line).toBeDefined();
  const entry = JSON.parse(line!) as Entry;
  expect(Object.keys(entry).slice(0, LEADING_KEYS.length)).toEqual(LEADING_KEYS);
  expect(entry.traceId).toBe(trace.traceId);
  expect(entry.requestId).toBe(trace.requestId);
  expect(entry.spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(entry.spanId).not.toBe(CLIENT_PARENT_SPAN);
}

describe('each log line written inside a request carries that request’s trace, without AsyncLocalStorage', () => {
  let social: FakeUpstream;
  let store: FakeUpstream;
  let account: FakeUpstream;
  const apps: FastifyInstance[] = [];
  const closers: Array<() => Promise<void>> = [];
  let storageEntries: jest.SpyInstance[] = [];
  let sessionLookups = 0;

  beforeAll(async () => {
    social = await startFakeUpstream('social', (app) => {
      // The service drops the connection without answering.
      app.get('/api/posts/reset', (req) => req.socket.destroy());
      app.get('/internal/search', (_req, res) => res.status(500).json({ message: 'boom' }));
      app.get('/internal/stats', (_req, res) => res.status(500).json({ message: 'boom' }));
    });
    store = await startFakeUpstream('store', (app) => {
      app.get('/api/products', (_req, res) => res.status(500).json({ message: 'boom' }));
    });
    account = await startFakeUpstream('account', (app) => {
      app.get('/internal/session', (req, res) => {
        sessionLookups += 1;
        const sid = readRawCookie(req.headers.cookie, 'petcora.sid') ?? '';
        const answer = () => {
          if (sid.startsWith('failing')) return res.status(500).json({ message: 'boom' });
          if (sid === 'odd') return res.json({ unexpected: true });
          if (sid === 'admin')
            return res.json({
              id: 'u-admin',
              username: 'admin',
              role: 'admin',
              adminElevatedUntil: Date.now() + 60_000,
            });
          if (sid === 'member') return res.json({ id: 'u-member', username: 'member', role: 'member' });
          return res.status(401).json({ message: 'Not signed in' });
        };
        if (sid === 'failing-slowly') setTimeout(answer, 300);
        else answer();
      });
      app.get('/internal/stats', (_req, res) => res.status(500).json({ message: 'boom' }));
      app.post('/api/auth/signout', (_req, res) => res.json({ message: 'Signed out' }));
    });
  });
  afterAll(async () => {
    for (const app of apps) {
      for (const pool of Object.values(upstreamPoolsOf(app))) pool.stop();
      await deploymentOf(app).close();
    }
    for (const close of closers) await close();
    await Promise.all([social.close(), store.close(), account.close()]);
  });

  // A request that entered a storage would turn Node's promise hook on for the whole process.
  beforeEach(() => {
    storageEntries = [
      jest.spyOn(AsyncLocalStorage.prototype, 'run'),
      jest.spyOn(AsyncLocalStorage.prototype, 'enterWith'),
    ];
  });
  afterEach(() => {
    for (const spy of storageEntries) spy.mockRestore();
  });
  const expectNoStorageEntered = () => {
    for (const spy of storageEntries) expect(spy).not.toHaveBeenCalled();
  };

  function gateway(
    logger: GatewayDependencies['logger'],
    env: Record<string, string> = {},
    deps: GatewayDependencies = {},
  ): FastifyInstance {
    const app = createGateway(
      testConfig({
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: store.url,
        ACCOUNT_SERVICE_URL: account.url,
        GATEWAY_DEPLOY_TOKEN: DEPLOY_TOKEN,
        ...env,
      }),
      { logger, ...deps },
    );
    apps.push(app);
    return app;
  }

  it('request lines: proxied, answered by the gateway and refused', async () => {
    const log = recordingLogger();
    const app = gateway(log.logger);
    const proxied = newTrace();
    const own = newTrace();
    const missing = newTrace();
    await request(gatewayServer(app)).get('/api/posts').set(proxied.headers).expect(200);
    await request(gatewayServer(app)).get('/api/remotes').set(own.headers).expect(200);
    await request(gatewayServer(app)).get('/api/nope').set(missing.headers).expect(404);
    const lines = log.withMessage('request');
    expect(lines).toHaveLength(3);
    expectLineOf(lines[0], proxied);
    expectLineOf(lines[1], own);
    expectLineOf(lines[2], missing);
    // The service was given the same trace, as the parent span the gateway's line names.
    const sent = social.requests.at(-1)!.headers.traceparent;
    expect(sent).toBe(`00-${proxied.traceId}-${(JSON.parse(lines[0]!) as Entry).spanId as string}-01`);
    expectNoStorageEntered();
  });

  it('upstream unavailable, on a kept-alive connection another request opened', async () => {
    const log = recordingLogger();
    const app = gateway(log.logger);
    const opener = newTrace();
    const failing = newTrace();
    // Opens a kept-alive connection to the service; the next request goes over the same one.
    await request(gatewayServer(app)).get('/api/posts').set(opener.headers).expect(200);
    await request(gatewayServer(app)).get('/api/posts/reset').set(failing.headers).expect(503);
    const lines = log.withMessage('upstream unavailable');
    expect(lines).toHaveLength(1);
    expectLineOf(lines[0], failing);
    expect(JSON.parse(lines[0]!)).toMatchObject({ service: 'social', url: '/api/posts/reset' });
    expectNoStorageEntered();
  });

  it.each([
    ['an error status', 'failing', 'session lookup failed'],
    ['an unexpected body', 'odd', 'session lookup answered an unexpected body'],
  ])('session lookup warnings (%s)', async (_what, sid, message) => {
    const log = recordingLogger();
    const app = gateway(log.logger);
    const trace = newTrace();
    await request(gatewayServer(app))
      .get('/api/posts')
      .set(trace.headers)
      .set('Cookie', `petcora.sid=${sid}`)
      .expect(200);
    const lines = log.withMessage(message);
    expect(lines).toHaveLength(1);
    expectLineOf(lines[0], trace);
    expectNoStorageEntered();
  });

  it('session lookup warnings (account service unreachable), and on a sign-out’s uncached lookup', async () => {
    const log = recordingLogger();
    const app = gateway(log.logger, { ACCOUNT_SERVICE_URL: await closedPortUrl() });
    const read = newTrace();
    const signOut = newTrace();
    await request(gatewayServer(app))
      .get('/api/posts')
      .set(read.headers)
      .set('Cookie', 'petcora.sid=member')
      .expect(200);
    await request(gatewayServer(app))
      .post('/api/auth/signout')
      .set(signOut.headers)
      .set(withCsrf(['petcora.sid=member']))
      .expect(503);
    const lines = log.withMessage('session lookup failed');
    expect(lines).toHaveLength(2);
    expectLineOf(lines[0], read);
    expectLineOf(lines[1], signOut);
    expectNoStorageEntered();
  });

  it('a session lookup shared by concurrent requests logs once, with the trace of the request that started it', async () => {
    const log = recordingLogger();
    const app = gateway(log.logger);
    const first = newTrace();
    const joining = newTrace();
    const before = sessionLookups;
    const firstDone = request(gatewayServer(app))
      .get('/api/posts')
      .set(first.headers)
      .set('Cookie', 'petcora.sid=failing-slowly')
      .expect(200)
      .then(() => undefined);
    // The first request's lookup is on its way (answered after 300 ms) when the second request arrives.
    await waitFor(
      () => sessionLookups,
      (seen) => seen > before,
      2_000,
    );
    await request(gatewayServer(app))
      .get('/api/posts')
      .set(joining.headers)
      .set('Cookie', 'petcora.sid=failing-slowly')
      .expect(200);
    await firstDone;
    expect(sessionLookups).toBe(before + 1);
    const lines = log.withMessage('session lookup failed');
    expect(lines).toHaveLength(1);
    expectLineOf(lines[0], first);
    // The request that joined the lookup still has its own request line.
    expect(log.withMessage('request').map((line) => (JSON.parse(line) as Entry).traceId)).toEqual(
      expect.arrayContaining([first.traceId, joining.traceId]),
    );
    expectNoStorageEntered();
  });

  it('the search’s and the admin stats’ part failures', async () => {
    const log = recordingLogger();
    const app = gateway(log.logger);
    const search = newTrace();
    const stats = newTrace();
    await request(gatewayServer(app)).get('/api/search/all?q=bath').set(search.headers).expect(503);
    await request(gatewayServer(app))
      .get('/api/admin/stats')
      .set(stats.headers)
      .set('Cookie', 'petcora.sid=admin')
      .expect(503);
    for (const message of ['search: social part failed', 'search: store part failed']) {
      const lines = log.withMessage(message);
      expect(lines).toHaveLength(1);
      expectLineOf(lines[0], search);
    }
    for (const message of ['admin stats: account part failed', 'admin stats: social part failed']) {
      const lines = log.withMessage(message);
      expect(lines).toHaveLength(1);
      expectLineOf(lines[0], stats);
    }
    expectNoStorageEntered();
  });

  it('the error handler’s unhandled error, on a proxied path and on a page path', async () => {
    const log = recordingLogger();
    const failing: GatewayDependencies['metrics'] = (req, _res, next) =>
      req.url?.includes('boom') ? next(new Error('boom')) : next();
    const app = gateway(log.logger, {}, { metrics: failing });
    const proxied = newTrace();
    const page = newTrace();
    await request(gatewayServer(app)).get('/api/posts/boom').set(proxied.headers).expect(500);
    await request(gatewayServer(app)).get('/boom').set(page.headers).expect(500);
    const lines = log.withMessage('unhandled error');
    expect(lines).toHaveLength(2);
    expectLineOf(lines[0], proxied);
    expectLineOf(lines[1], page);
    expectNoStorageEntered();
  });

  it('the sign-out broadcast’s publish failure (written once the answer is finished)', async () => {
    const log = recordingLogger();
    const unreachableRedis = (await closedPortUrl()).replace('http:', 'redis:');
    const app = gateway(
      log.logger,
      {},
      {
        signOuts: (sessions) => {
          const broadcast = new SignOutBroadcast(unreachableRedis, sessions, log.logger);
          closers.push(() => broadcast.close());
          return broadcast;
        },
      },
    );
    const opener = newTrace();
    const signOut = newTrace();
    // A request that opens the kept-alive connection the sign-out's answer then comes back on.
    await request(gatewayServer(app))
      .post('/api/auth/signout')
      .set(opener.headers)
      .set(withCsrf())
      .expect(200);
    await request(gatewayServer(app))
      .post('/api/auth/signout')
      .set(signOut.headers)
      .set(withCsrf(['petcora.sid=member']))
      .expect(200);
    await waitFor(
      () => log.withMessage('sign-out broadcast: publish failed').length,
      (count) => count > 0,
      5_000,
    );
    const lines = log.withMessage('sign-out broadcast: publish failed');
    expect(lines).toHaveLength(1);
    expectLineOf(lines[0], signOut);
    // The connection's own errors belong to no request.
    for (const line of log.withMessage('sign-out broadcast: redis error'))
      expect(Object.keys(JSON.parse(line) as Entry)).not.toContain('traceId');
    expectNoStorageEntered();
  });

  it('the live deployment’s lines during a deployment call’s reload, and a change not saved', async () => {
    class FlakyStore extends MemoryDeploymentStore {
      failLoads = false;
      failSaves = false;
      override async load(): Promise<DeploymentOverrides> {
        if (this.failLoads) throw new Error('store unreachable');
        return super.load();
      }
      override async save(change: Parameters<MemoryDeploymentStore['save']>[0]): Promise<void> {
        if (this.failSaves) throw new Error('store unreachable');
        return super.save(change);
      }
    }
    const deploymentStore = new FlakyStore();
    const log = recordingLogger();
    const app = gateway(log.logger, {}, { deploymentStore });
    await deploymentOf(app).reload();
    const auth = { Authorization: `Bearer ${DEPLOY_TOKEN}` };
    const switched = newTrace();
    const unreachable = newTrace();
    const notSaved = newTrace();
    const copy = await startFakeUpstream('social-copy');
    closers.push(() => copy.close());

    await request(gatewayServer(app))
      .put('/api/admin/deployment/services/social')
      .set(auth)
      .set(switched.headers)
      .send({ addresses: [copy.url] })
      .expect(200);
    deploymentStore.failLoads = true;
    await request(gatewayServer(app))
      .delete('/api/admin/deployment/services/social')
      .set(auth)
      .set(unreachable.headers)
      .expect(200);
    deploymentStore.failSaves = true;
    await request(gatewayServer(app))
      .delete('/api/admin/deployment/services/social')
      .set(auth)
      .set(notSaved.headers)
      .expect(503);

    expectLineOf(log.withMessage('service addresses switched')[0], switched);
    const unreachableLines = log.withMessage('deployment state unreachable; keeping the last known state');
    // Read twice (the store's own notice while saving, then the call's reload): both for this call.
    expect(unreachableLines.length).toBeGreaterThan(0);
    for (const line of unreachableLines) expectLineOf(line, unreachable);
    expectLineOf(log.withMessage('deployment change not saved')[0], notSaved);
    expectNoStorageEntered();
  });

  it('never enters AsyncLocalStorage: pages, health, bundles, proxied calls, composition, errors', async () => {
    const log = recordingLogger();
    const app = gateway(log.logger);
    await request(gatewayServer(app)).get('/').set(newTrace().headers);
    await request(gatewayServer(app)).get('/health/live').expect(200);
    await request(gatewayServer(app)).get('/mfe/store/remoteEntry.js');
    await request(gatewayServer(app)).get('/api/posts').set('Cookie', 'petcora.sid=member').expect(200);
    await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf(['petcora.sid=member']))
      .send({ text: 'hi' })
      .expect(200);
    await request(gatewayServer(app)).get('/api/remotes').expect(200);
    await request(gatewayServer(app)).get('/api/search/all?q=bath').expect(503);
    await request(gatewayServer(app)).get('/api/nope').expect(404);
    expect(log.withMessage('request').length).toBeGreaterThanOrEqual(8);
    expectNoStorageEntered();
  });
});
