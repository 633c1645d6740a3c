import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER, LIVE_EVENTS_PATH } from '@petcora/contracts';
import { createGateway } from '../app';
import { readRawCookie } from '../identity/session-cookie';
import { readIdentity, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';

const UPSTREAM_TIMEOUT_MS = 300;

interface StreamRead {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Each chunk as it arrived, with the time since the request started. */
  chunks: { at: number; text: string }[];
  text(): string;
  ended: Promise<void>;
  close(): void;
}

function get(url: string, headers: Record<string, string>): Promise<StreamRead> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      res.setEncoding('utf8');
      let done: () => void = () => undefined;
      const read: StreamRead = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        chunks: [],
        text: () => read.chunks.map((c) => c.text).join(''),
        ended: new Promise<void>((r) => (done = r)),
        close: () => req.destroy(),
      };
      res.on('data', (text: string) => read.chunks.push({ at: Date.now() - started, text }));
      res.on('close', () => done());
      resolve(read);
    });
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

/**
 * The gateway in front of a social service that streams like the real one (GET /api/live: 401 JSON for visitors,
 * else an endless event stream), with an upstream timeout far shorter than the test runs.
 */
describe('event streams through the gateway (GET /api/live)', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  let server: http.Server;
  let base: string;
  /** Streams the fake social service holds open right now. */
  let openUpstream = 0;

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) =>
      a.get('/internal/session', (req, res) => {
        if (readRawCookie(req.headers.cookie ?? '', 'petcora.sid') !== 'sid-rex')
          return res.status(401).json({ message: 'Authentication required' });
        res.json({ id: 'u-rex', username: 'rex', role: 'member' });
      }),
    );
    social = await startFakeUpstream('social', (a) => {
      a.get(LIVE_EVENTS_PATH, (req, res) => {
        const identity = readIdentity(req.headers[IDENTITY_HEADER] as string | undefined, 'social');
        if (!identity) return res.status(401).json({ message: 'Authentication required' });
        openUpstream += 1;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
        });
        res.write('retry: 5000\n\n');
        let count = 0;
        const timer = setInterval(() => {
          count += 1;
          res.write(`event: like-count\ndata: {"type":"like-count","postId":"p","likesCount":${count}}\n\n`);
          // Quieter than the upstream timeout between events, as a real stream between heartbeats.
        }, UPSTREAM_TIMEOUT_MS * 1.5);
        res.on('close', () => {
          clearInterval(timer);
          openUpstream -= 1;
        });
      });
      a.get('/api/posts/hang', () => undefined); // never answers
    });
    const app = createGateway(
      testConfig({
        ACCOUNT_SERVICE_URL: account.url,
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: social.url,
        UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      }),
    );
    await app.ready();
    server = app.server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await Promise.all([account.close(), social.close()]);
  });

  afterEach(() => until(() => openUpstream === 0));

  const member = {
    accept: 'text/event-stream',
    'accept-encoding': 'gzip, deflate, br',
    cookie: 'petcora.sid=sid-rex',
  };

  it('answers a visitor 401 JSON (the identity is resolved like any request) and opens nothing upstream', async () => {
    const res = await get(`${base}${LIVE_EVENTS_PATH}`, { accept: 'text/event-stream' });
    await res.ended;
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text())).toEqual({ message: 'Authentication required' });
    expect(openUpstream).toBe(0);
  });

  it("streams a member's events unbuffered, uncompressed and far past the upstream timeout", async () => {
    const res = await get(`${base}${LIVE_EVENTS_PATH}`, member);
    try {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['x-accel-buffering']).toBe('no');
      expect(res.headers['cache-control']).toBe('no-cache, no-transform');
      expect(res.headers['content-encoding']).toBeUndefined();
      await sleep(UPSTREAM_TIMEOUT_MS * 5);
      // Still open after silences longer than the upstream timeout, and events arrived one by one as they were sent.
      expect(res.text().startsWith('retry: 5000\n\n')).toBe(true);
      const late = res.chunks.filter(
        (c) => c.at > UPSTREAM_TIMEOUT_MS * 2 && c.text.includes('event: like-count'),
      );
      expect(late.length).toBeGreaterThanOrEqual(2);
      expect(openUpstream).toBe(1);
    } finally {
      res.close();
    }
  });

  it('closes the upstream stream when the browser goes away', async () => {
    const streams = [
      await get(`${base}${LIVE_EVENTS_PATH}`, member),
      await get(`${base}${LIVE_EVENTS_PATH}`, member),
    ];
    await until(() => openUpstream === 2);
    streams[0].close();
    await until(() => openUpstream === 1, 1000);
    streams[1].close();
    await until(() => openUpstream === 0, 1000);
  });

  it('keeps the upstream timeout for every other path, whatever Accept the client sends', async () => {
    const started = Date.now();
    const res = await get(`${base}/api/posts/hang`, { ...member, accept: 'text/event-stream' });
    await res.ended;
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + 2000);
  });
});
