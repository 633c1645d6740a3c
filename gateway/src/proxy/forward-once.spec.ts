import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { IDENTITY_HEADER } from '@petcora/contracts';
import { createGateway } from '../app';
import { originForm } from './forward-once';
import { startFakeUpstream, testConfig, withCsrf, type FakeUpstream } from '../testing/fake-upstream';
import { MAX_REPLAYED_BODY_BYTES } from '../upstreams/replayable-body';
import { keepAliveAgentFor } from '../upstreams/keep-alive-agents';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/** Writes `raw` on a fresh connection and resolves with everything the gateway sent back until it closed or paused. */
function rawExchange(port: number, raw: string, settleMs = 300): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    let timer = setTimeout(() => socket.destroy(), settleMs * 4);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      clearTimeout(timer);
      timer = setTimeout(() => socket.destroy(), settleMs);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', reject);
  });
}

/** The lean proxy's guards (proxy/forward-once.ts, proxy/hop-by-hop.ts), each checked on the wire. */
describe('forwarding one request to a service', () => {
  let social: FakeUpstream;
  let store: FakeUpstream;
  let server: http.Server;
  let port: number;
  /** Upstream connections opened to the social fake, to see keep-alive reuse. */
  const socialSockets = new Set<net.Socket>();
  /** Requests the store's /api/products/hold handler took, and whether each was closed before it answered. */
  const held: { closedEarly: boolean }[] = [];
  /** Bytes of a streamed upload that reached the store so far. */
  let uploadBytes = 0;

  beforeAll(async () => {
    [social, store] = await Promise.all([
      startFakeUpstream('social', (a) => {
        a.use((req, _res, next) => {
          socialSockets.add(req.socket);
          next();
        });
        a.get('/api/posts/hop-answer', (_req, res) => {
          res.setHeader('connection', 'keep-alive, x-upstream-hop');
          res.setHeader('keep-alive', 'timeout=17, max=3');
          res.setHeader('x-upstream-hop', 'secret');
          res.setHeader('x-powered-by', 'Express');
          res.json({ ok: true });
        });
      }),
      startFakeUpstream('store', (a) => {
        a.get('/api/products/hold', (req, _res) => {
          const entry = { closedEarly: false };
          held.push(entry);
          req.on('close', () => (entry.closedEarly = true));
        });
        a.post('/api/products/upload', (req, res) => {
          req.on('data', (chunk: Buffer) => (uploadBytes += chunk.length));
          req.on('end', () => res.json({ bytes: uploadBytes }));
        });
      }),
    ]);
    const app = createGateway(
      testConfig({
        SOCIAL_SERVICE_URL: social.url,
        STORE_SERVICE_URL: store.url,
        UPSTREAM_TIMEOUT_MS: '5000',
      }),
    );
    await app.ready();
    server = app.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await Promise.all([social.close(), store.close()]);
  });

  it('passes no hop-by-hop request header on, nor one the client names in Connection', async () => {
    const answer = await rawExchange(
      port,
      'GET /api/posts/echo HTTP/1.1\r\nHost: gw.test\r\n' +
        'Connection: close, x-client-hop\r\nKeep-Alive: timeout=1\r\nTE: trailers\r\nUpgrade: h2c\r\n' +
        'Proxy-Connection: keep-alive\r\nX-Client-Hop: secret\r\nX-Kept: yes\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const echoed = social.requests.at(-1)!.headers;
    expect(echoed['x-kept']).toBe('yes');
    for (const name of ['keep-alive', 'te', 'upgrade', 'proxy-connection', 'x-client-hop'])
      expect(echoed[name]).toBeUndefined();
    // The gateway's own keep-alive connection, not the client's wish to close.
    expect(echoed.connection).toBe('keep-alive');
    expect(echoed.host).toBe(new URL(social.url).host);
  });

  it("never lets a Connection header strip the body framing or the gateway's own headers (no smuggling upstream)", async () => {
    const smuggled = 'GET /internal/session HTTP/1.1\r\nHost: social\r\n\r\n';
    const answer = await rawExchange(
      port,
      'GET /api/posts/framed HTTP/1.1\r\nHost: gw.test\r\n' +
        `Connection: content-length, host, x-request-id, traceparent, ${IDENTITY_HEADER}\r\n` +
        `Content-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    await sleep(100);
    expect(social.requests.some((r) => r.path.startsWith('/internal'))).toBe(false);
    const recorded = social.requests.at(-1)!;
    expect(recorded.path).toBe('/api/posts/framed');
    expect(recorded.headers['content-length']).toBe(String(smuggled.length));
    expect(recorded.body).toBe(smuggled);
    expect(recorded.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(recorded.headers.traceparent).toMatch(/^00-/);
    expect(recorded.headers.host).toBe(new URL(social.url).host);
  });

  it('keeps the upstream connection open when a client asks to close its own', async () => {
    socialSockets.clear();
    for (let i = 0; i < 3; i += 1)
      await rawExchange(port, 'GET /api/posts HTTP/1.1\r\nHost: gw.test\r\nConnection: close\r\n\r\n');
    expect(socialSockets.size).toBe(1);
  });

  it('passes no hop-by-hop answer header back, nor x-powered-by', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/posts/hop-answer`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream-hop')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    // The gateway's own server states its own keep-alive (timeout=5 by default), never the service's.
    expect(res.headers.get('keep-alive')).not.toMatch(/17/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends an absolute-form request target on as the path the gateway checked, never naming another host', async () => {
    const answer = await rawExchange(
      port,
      'GET http://evil.example/api/posts/absolute?x=1 HTTP/1.1\r\nHost: gw.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const recorded = social.requests.at(-1)!;
    expect(recorded.path).toBe('/api/posts/absolute?x=1');
    expect(recorded.headers.host).toBe(new URL(social.url).host);
  });

  it('refuses a request with both Content-Length and Transfer-Encoding; the service never sees it (no smuggling)', async () => {
    const before = social.requests.length;
    const answer = await rawExchange(
      port,
      'POST /api/posts HTTP/1.1\r\nHost: gw.test\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '0\r\n\r\nGET /internal/session HTTP/1.1\r\nHost: gw.test\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(social.requests.length).toBe(before);
  });

  it('sends a chunked body on chunked, with no Content-Length beside it', async () => {
    const cookie = withCsrf();
    const answer = await rawExchange(
      port,
      `POST /api/posts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie.Cookie}\r\n` +
        `X-XSRF-TOKEN: ${cookie['X-XSRF-TOKEN']}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        '5\r\nhello\r\n0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const recorded = social.requests.at(-1)!;
    expect(recorded.body).toBe('hello');
    expect(recorded.headers['transfer-encoding']).toBe('chunked');
    expect(recorded.headers['content-length']).toBeUndefined();
  });

  it('streams a large upload to the service as it arrives instead of buffering it', async () => {
    uploadBytes = 0;
    const chunk = Buffer.alloc(MAX_REPLAYED_BODY_BYTES * 2, 7);
    const upload = http.request({
      port,
      method: 'POST',
      path: '/api/products/upload',
      headers: { ...withCsrf(), host: `127.0.0.1:${port}`, 'content-type': 'application/octet-stream' },
    });
    const answered = new Promise<string>((resolve, reject) => {
      upload.on('response', (res) => {
        let text = '';
        res.on('data', (part) => (text += part));
        res.on('end', () => resolve(text));
      });
      upload.on('error', reject);
    });
    upload.write(chunk);
    // The first half megabyte reached the service while the client still holds the rest back.
    await until(() => uploadBytes >= chunk.length);
    upload.end(chunk);
    expect(JSON.parse(await answered)).toEqual({ bytes: chunk.length * 2 });
  });

  it('ends the upstream request when the client goes away before the answer', async () => {
    const before = held.length;
    const client = http.get({ port, path: '/api/products/hold' });
    client.on('error', () => undefined);
    await until(() => held.length > before);
    client.destroy();
    await until(() => held.at(-1)!.closedEarly);
  });

  it.each([
    ['/api/posts?page=1', '/api/posts?page=1'],
    ['http://evil.example/api/posts?page=1', '/api/posts?page=1'],
    ['http://evil.example', '/'],
  ])('sends %s as %s', (target, path) => expect(originForm(target)).toBe(path));

  it('shares one keep-alive agent per protocol with the composed reads', () => {
    expect(keepAliveAgentFor('http:')).toBe(keepAliveAgentFor('http:'));
    expect((keepAliveAgentFor('http:') as unknown as { keepAlive: boolean }).keepAlive).toBe(true);
    expect(keepAliveAgentFor('https:')).not.toBe(keepAliveAgentFor('http:'));
  });
});
