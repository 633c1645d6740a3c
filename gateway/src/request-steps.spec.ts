import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { IDENTITY_HEADER } from '@petcora/contracts';
import request from 'supertest';
import { createGateway, requestStepsOf, upstreamPoolsOf, type RequestStep } from './app';
import {
  gatewayServer,
  startFakeUpstream,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from './testing/fake-upstream';

/** The request path, top to bottom: the order the gateway promises (docs/adr/0076-fastify-gateway-step-list.md). */
const STEP_ORDER = [
  'request id and trace',
  'request log',
  'client identity stripped',
  'health',
  'security headers',
  'CSRF cookie',
  'dot segments refused',
  'no-store for personal answers',
  'credential rate limit',
  'API rate limit',
  'deployment routes',
  'CSRF check',
  'top-level navigation check',
  "the gateway's own answers",
  'route table to proxy',
  'sign-in completion page',
  'not found for API and internal paths',
  'remote bundles',
  'shell app',
  'not found',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('one request path', () => {
  it('is one ordered list of steps, in the documented order', () => {
    const app = createGateway(testConfig());
    try {
      expect(requestStepsOf(app).map((step) => step.name)).toEqual(STEP_ORDER);
    } finally {
      Object.values(upstreamPoolsOf(app)).forEach((pool) => pool.stop());
    }
  });

  it('has no second way in: routes and handlers are registered in one place only, and nothing patches the framework', () => {
    const registering =
      /\.(addHook|route|all|get|post|put|delete|patch|head|options|register|setNotFoundHandler|addContentTypeParser)\(/;
    const files = sourceFiles(__dirname).filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
    const offenders: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(__dirname, file);
      // `set[P]rototypeOf`: the pattern itself never spells the name it looks for.
      if (/set[P]rototypeOf|\.handle\s*=|fast-lane/.test(text))
        offenders.push(`${relative}: patches or forks the path`);
      // Fastify calls on an app: only appOfSteps (http/steps.ts) makes and wires one.
      if (/\bFastify\(/.test(text) && relative !== path.join('http', 'steps.ts'))
        offenders.push(`${relative}: a second app`);
      for (const line of text.split('\n'))
        if (/\bapp\./.test(line) && registering.test(line) && relative !== path.join('http', 'steps.ts'))
          offenders.push(`${relative}: ${line.trim()}`);
    }
    expect(offenders).toEqual([]);
    expect(readdirSync(__dirname)).not.toContain('fast-lane');
  });

  describe('every request runs the steps in order, each at most once, until one answers', () => {
    let social: FakeUpstream;
    let app: ReturnType<typeof createGateway>;
    const ran: string[] = [];

    beforeAll(async () => {
      social = await startFakeUpstream('social');
      app = createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url }));
      // Each step records that it ran (the list is read per request, so wrapping its entries is seen).
      for (const step of requestStepsOf(app) as RequestStep[]) {
        const run = step.run;
        step.run = (req, reply) => {
          ran.push(step.name);
          return run(req, reply);
        };
      }
    });
    afterAll(async () => {
      Object.values(upstreamPoolsOf(app)).forEach((pool) => pool.stop());
      await social.close();
    });
    beforeEach(() => {
      ran.length = 0;
    });

    /** The steps that ran form the list's beginning up to `last`: none skipped, none twice, none after. */
    const expectRanThrough = (last: string) =>
      expect(ran).toEqual(STEP_ORDER.slice(0, STEP_ORDER.indexOf(last) + 1));

    it.each([
      ['a proxied API read', 'get', '/api/posts?page=1', 200, 'route table to proxy'],
      [
        'an API path in capitals (the route table matches exact letters)',
        'get',
        '/API/POSTS',
        404,
        'not found for API and internal paths',
      ],
      ["the gateway's own answer", 'get', '/api/remotes', 200, "the gateway's own answers"],
      ['a health probe', 'get', '/health/live', 200, 'health'],
      ['a path with dot segments', 'get', '/api/posts/%2e%2e/internal', 400, 'dot segments refused'],
      ['a state-changing call without the CSRF token', 'post', '/api/posts', 403, 'CSRF check'],
      ['an unknown API path', 'get', '/api/nope', 404, 'not found for API and internal paths'],
      ['a page before any shell build', 'get', '/community', 503, 'shell app'],
      ['a missing image', 'get', '/missing.png', 404, 'not found'],
    ] as const)('%s', async (_what, method, url, status, last) => {
      await request(gatewayServer(app))[method](url).expect(status);
      expectRanThrough(last);
    });

    it('a proxied write with the CSRF token', async () => {
      await request(gatewayServer(app)).post('/api/posts').set(withCsrf()).send({ content: 'x' }).expect(200);
      expectRanThrough('route table to proxy');
    });

    it.each([';;;', 'a/b/c'])(
      'a body of a content type Fastify could not parse (%s) still goes through the list, to the service',
      async (type) => {
        const res = await request(gatewayServer(app))
          .post('/api/posts')
          .set(withCsrf())
          .set('content-type', type)
          .send('abc')
          .expect(200);
        expect(res.headers['x-request-id']).toBeTruthy();
        expect(res.body.body).toBe('abc');
        expectRanThrough('route table to proxy');
      },
    );

    it('a path the router cannot decode and a method it does not route go through the same list', async () => {
      await app.ready();
      await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = app.server.address() as AddressInfo;
        const raw = (line: string) =>
          new Promise<string>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1', () =>
              socket.write(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
            );
            let text = '';
            socket.on('data', (chunk) => (text += String(chunk)));
            socket.on('end', () => resolve(text));
            socket.on('error', reject);
          });
        expect(await raw('GET /api/posts/%zz HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
        expectRanThrough('route table to proxy');
        ran.length = 0;
        expect(await raw('LINK /api/nope HTTP/1.1')).toMatch(/^HTTP\/1\.1 404 /);
        expectRanThrough('not found for API and internal paths');
      } finally {
        app.server.closeAllConnections();
        await new Promise((resolve) => app.server.close(resolve));
      }
    });
  });
});

/** An API answer's policy (ADR 0064): data, never a document, so no nonce. */
const API_CSP = "default-src 'none';frame-ancestors 'none'";

/** Every guard of the path, checked on proxied calls (the hottest requests) and on the gateway's own answers. */
describe('the guards on proxied calls', () => {
  let social: FakeUpstream;
  let account: FakeUpstream;
  const seenBySocial = () => social.requests.length;

  beforeAll(async () => {
    [social, account] = await Promise.all([startFakeUpstream('social'), startFakeUpstream('account')]);
  });
  afterAll(async () => {
    await Promise.all([social.close(), account.close()]);
  });
  const gateway = (env: Record<string, string> = {}) =>
    createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url, ACCOUNT_SERVICE_URL: account.url, ...env }));

  it("gives a proxied answer the same gateway headers as the gateway's own answer", async () => {
    const app = gateway();
    const proxied = await request(gatewayServer(app)).get('/api/posts').expect(200);
    const own = await request(gatewayServer(app)).get('/api/remotes').expect(200);
    const gatewayHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter(
          (name) =>
            ![
              'content-length',
              'content-type',
              'etag',
              'date',
              'connection',
              'keep-alive',
              'cache-control',
            ].includes(name),
        )
        .sort();
    expect(gatewayHeaders(proxied.headers)).toEqual(gatewayHeaders(own.headers));
    expect(proxied.headers['content-security-policy']).toBe(API_CSP);
    expect(proxied.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(proxied.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
  });

  it('strips a client-sent identity header', async () => {
    const res = await request(gatewayServer(gateway()))
      .get('/api/posts')
      .set(IDENTITY_HEADER, 'forged')
      .expect(200);
    expect(res.body.headers[IDENTITY_HEADER]).toBeUndefined();
  });

  it('refuses dot segments before any service sees them', async () => {
    const before = seenBySocial();
    await request(gatewayServer(gateway())).get('/api/posts/%2e%2e/%2e%2e/internal/session').expect(400);
    expect(seenBySocial()).toBe(before);
  });

  it('refuses a state-changing call without the CSRF token, or from another origin', async () => {
    const app = gateway();
    const before = seenBySocial();
    await request(gatewayServer(app)).post('/api/posts').send({ content: 'x' }).expect(403);
    await request(gatewayServer(app))
      .post('/api/posts')
      .set(withCsrf())
      .set('origin', 'https://evil.example')
      .expect(403);
    expect(seenBySocial()).toBe(before);
    await request(gatewayServer(app)).post('/api/posts').set(withCsrf()).send({ content: 'x' }).expect(200);
  });

  it('counts searches in the same per-client API budget', async () => {
    const app = gateway({ RATE_LIMIT_API_PER_MIN: '2' });
    await request(gatewayServer(app))
      .get('/api/search/all?q=a')
      .expect((res) => expect(res.status).not.toBe(429));
    await request(gatewayServer(app)).get('/api/posts').expect(200);
    await request(gatewayServer(app)).get('/api/search/all?q=a').expect(429);
  });

  it('counts proxied calls in the same per-client API budget as every other /api call', async () => {
    const app = gateway({ RATE_LIMIT_API_PER_MIN: '3' });
    await request(gatewayServer(app)).get('/api/posts').expect(200);
    await request(gatewayServer(app)).get('/api/remotes').expect(200);
    await request(gatewayServer(app)).get('/api/posts').expect(200);
    const before = seenBySocial();
    await request(gatewayServer(app)).get('/api/posts').expect(429);
    await request(gatewayServer(app)).get('/api/remotes').expect(429);
    expect(seenBySocial()).toBe(before);
  });

  it('refuses a state-changing GET that is not a top-level navigation (navigation-only routes)', async () => {
    const res = await request(gatewayServer(gateway()))
      .get('/api/logout')
      .set('sec-fetch-mode', 'no-cors')
      .set('sec-fetch-dest', 'image')
      .set('sec-fetch-site', 'cross-site');
    expect(res.status).toBe(403);
  });
});
