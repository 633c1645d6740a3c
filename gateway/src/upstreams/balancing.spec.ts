import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { startTcpProxy, type TcpProxy, waitFor } from '@petcora/testing';
import { createGateway, upstreamPoolsOf } from '../app';
import { gatewayMetrics, observeUpstreams } from '../metrics/gateway-metrics';
import {
  gatewayServer,
  closedPortUrl,
  startFakeUpstream,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';
import { MAX_REPLAYED_BODY_BYTES } from './replayable-body';
import { InvalidUpstreamAddressError, MAX_COPIES_PER_SERVICE, UpstreamPool } from './upstream-pool';

const served = (copy: FakeUpstream) => copy.requests.filter((r) => r.path.startsWith('/api/')).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stopChecks = (app: ReturnType<typeof createGateway>) =>
  Object.values(upstreamPoolsOf(app)).forEach((pool) => pool.stop());

/** Several copies of a service behind the gateway, balanced over the ready ones. */
describe('balancing over the copies of a service', () => {
  let copyA: FakeUpstream;
  let copyB: FakeUpstream;
  let lineToA: TcpProxy; // copy A is reached through this, so the test can take it away and bring it back
  let app: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    [copyA, copyB] = await Promise.all([startFakeUpstream('social'), startFakeUpstream('social')]);
    lineToA = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(copyA.url).port) });
    app = createGateway(
      testConfig({
        SOCIAL_SERVICE_URL: `http://127.0.0.1:${lineToA.port},${copyB.url}`,
        UPSTREAM_CHECK_INTERVAL_MS: '100',
      }),
    );
  });

  afterAll(async () => {
    stopChecks(app);
    await lineToA.close();
    await Promise.all([copyA.close(), copyB.close()]);
  });

  it('shares the requests between the ready copies', async () => {
    for (let i = 0; i < 10; i += 1) await request(gatewayServer(app)).get('/api/posts').expect(200);
    expect(served(copyA)).toBe(5);
    expect(served(copyB)).toBe(5);
  });

  it('loses no GET when a copy goes away (retried on the other), takes it out, and puts it back when it is ready', async () => {
    lineToA.cut();
    const before = served(copyB);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(gatewayServer(app)).get('/api/posts')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(served(copyB) - before).toBe(20);

    // Once its readiness check failed, no request even tries copy A: a POST (never retried after a reset) is safe.
    await sleep(300);
    expect(upstreamPoolsOf(app).social.readyCount).toBe(1);
    const { registry } = gatewayMetrics();
    observeUpstreams(registry, upstreamPoolsOf(app));
    const scraped = await registry.metrics();
    expect(scraped).toContain('gateway_upstream_copies{service="social",state="ready"} 1');
    expect(scraped).toContain('gateway_upstream_copies{service="social",state="total"} 2');
    const posted = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .send({ content: 'hi' });
    expect(posted.status).toBe(200);

    lineToA.restore();
    const servedByA = served(copyA);
    await waitFor(
      async () => {
        await request(gatewayServer(app)).get('/api/posts').expect(200);
        return served(copyA);
      },
      (count) => count > servedByA,
      5_000,
    );
  });

  it('answers 503 JSON when no copy can be reached', async () => {
    lineToA.cut();
    const onlyDead = createGateway(testConfig({ SOCIAL_SERVICE_URL: `http://127.0.0.1:${lineToA.port}` }));
    const res = await request(gatewayServer(onlyDead)).get('/api/posts').expect(503);
    expect(res.body).toEqual({ message: 'The social service is unavailable. Please try again shortly.' });
    lineToA.restore();
  });
});

/** What is sent again to another copy, and what never is. */
describe('retrying on another copy', () => {
  let good: FakeUpstream;
  let resets: FakeUpstream; // takes the request, then drops the connection without answering
  let diesMidAnswer: FakeUpstream;
  let refusedUrl: string;
  const gateways: ReturnType<typeof createGateway>[] = [];

  /** A gateway whose social service is `first` then `second`; with no readiness checks, the first try is `first`. */
  const gatewayOver = (first: string, second: string) => {
    const app = createGateway(testConfig({ SOCIAL_SERVICE_URL: `${first},${second}` }));
    stopChecks(app);
    gateways.push(app);
    return app;
  };
  /** Sends the next request to `address` first (round robin over two ready copies). */
  const firstTryOn = (app: ReturnType<typeof createGateway>, address: string) => {
    const pool = upstreamPoolsOf(app).social;
    for (const copy of pool.addresses) if (!pool.isReady(copy)) throw new Error('test expects both ready');
    while (pool.pick() === address);
  };

  beforeAll(async () => {
    [good, resets, diesMidAnswer] = await Promise.all([
      startFakeUpstream('social'),
      startFakeUpstream('social', (a) =>
        a.use('/api', (req, _res) => {
          req.resume();
          req.on('end', () => req.socket.destroy());
        }),
      ),
      startFakeUpstream('social', (a) =>
        a.get('/api/posts', (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"posts":[');
          setTimeout(() => res.socket?.destroy(), 50);
        }),
      ),
    ]);
    refusedUrl = await closedPortUrl();
  });

  afterAll(async () => {
    await Promise.all([good.close(), resets.close(), diesMidAnswer.close()]);
  });

  it('sends a POST whose connection was refused to another copy, body intact, once', async () => {
    const app = gatewayOver(refusedUrl, good.url);
    firstTryOn(app, refusedUrl);
    const before = served(good);
    const body = JSON.stringify({ content: 'Rex learned to sit 🐶', padding: 'x'.repeat(50_000) });
    const res = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('content-type', 'application/json')
      .send(body)
      .expect(200);
    expect(res.body).toMatchObject({ method: 'POST', path: '/api/posts', body });
    expect(served(good) - before).toBe(1);
    // And the refused copy is out at once: the next requests all go to the good one.
    expect(upstreamPoolsOf(app).social.isReady(refusedUrl)).toBe(false);
  });

  it('sends a chunked POST body again after a refused connection', async () => {
    const app = gatewayOver(refusedUrl, good.url);
    firstTryOn(app, refusedUrl);
    const chunked = request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('content-type', 'text/plain');
    chunked.write('chunked ');
    chunked.write('body');
    const res = await chunked.expect(200);
    expect(res.body.headers['transfer-encoding']).toBe('chunked');
    expect(res.body.body).toBe('chunked body');
  });

  it('never sends a POST again after the copy took it and dropped the connection (it may have acted on it)', async () => {
    const app = gatewayOver(resets.url, good.url);
    firstTryOn(app, resets.url);
    const before = served(good);
    const res = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .send({ content: 'once' })
      .expect(503);
    expect(res.body).toEqual({ message: 'The social service is unavailable. Please try again shortly.' });
    expect(served(good) - before).toBe(0);
  });

  it('sends a GET again after the copy dropped the connection', async () => {
    const app = gatewayOver(resets.url, good.url);
    firstTryOn(app, resets.url);
    await request(gatewayServer(app)).get('/api/posts?page=2').expect(200);
    expect(good.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/posts?page=2' });
  });

  it('never sends a GET again once part of the answer went out: the client connection is cut', async () => {
    const app = gatewayOver(diesMidAnswer.url, good.url);
    firstTryOn(app, diesMidAnswer.url);
    const before = served(good);
    await expect(request(gatewayServer(app)).get('/api/posts')).rejects.toThrow();
    expect(served(good) - before).toBe(0);
  });

  it('does not keep or resend a body larger than the replay limit: 503, and the other copy never sees it', async () => {
    const app = gatewayOver(refusedUrl, good.url);
    firstTryOn(app, refusedUrl);
    const before = served(good);
    const res = await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(MAX_REPLAYED_BODY_BYTES + 1, 1));
    expect(res.status).toBe(503);
    expect(served(good) - before).toBe(0);
  });

  it('tries at most three copies for one request, leaving no warning about listeners', async () => {
    // Five copies that accept a connection and drop it at once: a GET is retried, but not five times.
    let connections = 0;
    const droppers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const server = net.createServer((socket) => {
          connections += 1;
          socket.destroy();
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return server;
      }),
    );
    const urls = droppers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const app = createGateway(testConfig({ SOCIAL_SERVICE_URL: urls.join(',') }));
    stopChecks(app);
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      await request(gatewayServer(app)).get('/api/posts').expect(503);
      expect(connections).toBe(3);
      expect(upstreamPoolsOf(app).social.readyCount).toBe(2);
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await Promise.all(droppers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

describe('switching a service to other copies at run time (setAddresses)', () => {
  it('finishes requests in flight on a removed copy, checks a new copy before it gets requests, keeps known ones', async () => {
    let releaseSlow: () => void = () => undefined;
    let slowArrived: () => void = () => undefined;
    const slowHeld = new Promise<void>((resolve) => (slowArrived = resolve));
    let newCopyReady = false;
    const [old, kept, added] = await Promise.all([
      startFakeUpstream('social', (a) =>
        a.get('/api/posts/slow', (_req, res) => {
          releaseSlow = () => res.json({ from: 'old' });
          slowArrived();
        }),
      ),
      startFakeUpstream('social'),
      startFakeUpstream('social', (a) =>
        a.get('/health/ready', (_req, res) => {
          if (newCopyReady) res.json({ status: 'ok' });
          else res.status(503).json({ message: 'Not ready' });
        }),
      ),
    ]);
    const app = createGateway(
      testConfig({ SOCIAL_SERVICE_URL: `${old.url},${kept.url}`, UPSTREAM_CHECK_INTERVAL_MS: '100' }),
    );
    const pool = upstreamPoolsOf(app).social;
    try {
      while (pool.pick() === old.url); // the next request goes to the old copy
      const slow = request(gatewayServer(app))
        .get('/api/posts/slow')
        .then((r) => r);
      await slowHeld;

      await pool.setAddresses([`${kept.url}/`, added.url]);
      expect(pool.addresses).toEqual([kept.url, added.url]);
      expect(pool.isReady(kept.url)).toBe(true);
      expect(pool.isReady(added.url)).toBe(false);

      // The removed copy still answers the request it holds.
      releaseSlow();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ from: 'old' });

      // Not ready: no request reaches the new copy.
      for (let i = 0; i < 6; i += 1) await request(gatewayServer(app)).get('/api/posts').expect(200);
      expect(served(added)).toBe(0);
      expect(served(old)).toBe(0);

      // Ready: it gets its share.
      newCopyReady = true;
      await waitFor(
        async () => pool.isReady(added.url),
        (ready) => ready,
        3_000,
      );
      for (let i = 0; i < 6; i += 1) await request(gatewayServer(app)).get('/api/posts').expect(200);
      expect(served(added)).toBe(3);
    } finally {
      stopChecks(app);
      await Promise.all([old.close(), kept.close(), added.close()]);
    }
  });

  it.each([
    ['no address', []],
    ['not a string', [42]],
    ['another scheme', ['file:///etc/passwd']],
    ['credentials', ['http://user:secret@127.0.0.1:3002']],
    ['a path', ['http://127.0.0.1:3002/api']],
    ['a query', ['http://127.0.0.1:3002?x=1']],
    ['not a URL', ['127.0.0.1:3002 ']],
    ['too many copies', Array.from({ length: MAX_COPIES_PER_SERVICE + 1 }, (_, i) => `http://10.0.0.${i}:1`)],
  ])('refuses %s and keeps the copies it had', async (_case, addresses) => {
    const pool = new UpstreamPool('social', ['http://127.0.0.1:3002'], {
      checkIntervalMs: 100,
      checkTimeoutMs: 100,
    });
    await expect(pool.setAddresses(addresses as string[])).rejects.toBeInstanceOf(
      InvalidUpstreamAddressError,
    );
    expect(pool.addresses).toEqual(['http://127.0.0.1:3002']);
  });
});

describe('several addresses per service in the configuration', () => {
  it('reads comma-separated copies as origins, each once', () => {
    const config = testConfig({ SOCIAL_SERVICE_URL: 'http://a:3002/, http://b:3002,http://a:3002' });
    expect(config.serviceAddresses.social).toEqual(['http://a:3002', 'http://b:3002']);
    expect(config.services.social).toBe('http://a:3002');
  });

  it.each([
    ['an empty entry', 'http://a:3002,,http://b:3002'],
    ['another scheme', 'http://a:3002,file:///etc/passwd'],
    ['credentials', 'http://user:secret@a:3002'],
    ['a path', 'http://a:3002/internal'],
    [
      'too many copies',
      Array.from({ length: MAX_COPIES_PER_SERVICE + 1 }, (_, i) => `http://10.0.0.${i}:1`).join(','),
    ],
  ])('refuses %s at start-up, naming the variable', (_case, raw) => {
    expect(() => testConfig({ SOCIAL_SERVICE_URL: raw })).toThrow(
      /SOCIAL_SERVICE_URL must be one http\(s\):\/\/host:port address or several/,
    );
  });
});
