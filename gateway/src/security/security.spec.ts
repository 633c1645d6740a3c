import { authRoutesOfKind } from '@petcora/contracts';
import request from 'supertest';
import { createGateway } from '../app';
import {
  gatewayServer,
  startFakeUpstream,
  testConfig,
  withCsrf,
  type FakeUpstream,
} from '../testing/fake-upstream';
import {
  apiHelmetHeaders,
  helmetHeaders,
  isApiAnswerPath,
  PERMISSIONS_POLICY,
  securityHeaders,
} from './security-headers';

/** The headers a step (or helmet's middleware) leaves on a stand-in response that already carries `nonce`. */
function headersSetBy(
  middleware: ReturnType<typeof securityHeaders> | ReturnType<typeof helmetHeaders>,
  nonce?: string,
  path = '/',
): { headers: Record<string, string>; removed: string[]; nonce: string } {
  const headers: Record<string, string> = {};
  const removed: string[] = [];
  const res = {
    locals: nonce === undefined ? {} : { cspNonce: nonce },
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => removed.push(name.toLowerCase()),
  };
  if (middleware.length === 3) {
    let nextCalled = false;
    (middleware as ReturnType<typeof helmetHeaders>)(
      { path } as never,
      res as never,
      () => (nextCalled = true),
    );
    expect(nextCalled).toBe(true);
  } else {
    const returned = (middleware as ReturnType<typeof securityHeaders>)(
      { raw: { url: path } } as never,
      { locals: res.locals, raw: res } as never,
    );
    expect(returned).toBeUndefined();
  }
  return { headers, removed, nonce: String(res.locals.cspNonce) };
}

describe('security headers', () => {
  it('gives a page a CSP fit for the app, nosniff and a referrer policy, and hides the framework', async () => {
    // (No shell build in these tests: whatever the page's status, the headers are the page's.)
    const res = await request(gatewayServer(createGateway(testConfig()))).get('/community');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // No 'unsafe-inline' for <style> elements: they need this response's nonce; style attributes stay allowed.
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(csp).toMatch(/style-src-elem 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Features the site never uses are off.
    const permissions = res.headers['permissions-policy'];
    for (const feature of ['geolocation=()', 'microphone=()', 'payment=()', 'usb=()', 'camera=(self)'])
      expect(permissions).toContain(feature);
  });

  it.each([
    ['development', false, ['/mfe/store/']],
    ['production with a remote on a CDN', true, ['https://cdn.example/mfe/store/remoteEntry.js']],
  ])(
    'gives exactly the headers helmet gives, with a fresh nonce per response (%s)',
    (_name, isProduction, remoteUrls) => {
      const options = { isProduction: isProduction as boolean, remoteUrls: remoteUrls as string[] };
      const ours = headersSetBy(securityHeaders(options));
      const again = headersSetBy(securityHeaders(options));
      expect(ours.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(again.nonce).not.toBe(ours.nonce);
      // Helmet itself, per request, with the same nonce: the recorded headers must not drift from it.
      const helmets = headersSetBy(helmetHeaders(options), ours.nonce);
      expect(ours.headers).toEqual({ ...helmets.headers, 'permissions-policy': PERMISSIONS_POLICY });
      expect(ours.removed).toEqual(helmets.removed);
      expect(ours.headers['content-security-policy']).toContain(`'nonce-${ours.nonce}'`);
    },
  );

  it.each([
    [{}, "script-src 'self' http://127.0.0.1:3010;", null],
    [
      { SQUARE_APPLICATION_ID: 'sandbox-sq0idb-abc' },
      "script-src 'self' https://sandbox.web.squarecdn.com;",
      'https://pci-connect.squareupsandbox.com',
    ],
    [
      { SQUARE_APPLICATION_ID: 'sq0idp-abc' },
      "script-src 'self' https://web.squarecdn.com;",
      'https://pci-connect.squareup.com',
    ],
  ])('allows exactly the Square card script’s origin (%j)', async (env, scriptSrc, frame) => {
    const res = await request(gatewayServer(createGateway(testConfig(env)))).get('/store');
    const csp: string = res.headers['content-security-policy'];
    expect(csp).toContain(scriptSrc);
    if (frame) expect(csp).toMatch(new RegExp(`frame-src [^;]*${frame.replace(/\./g, '\\.')}`));
    else expect(csp).not.toContain('frame-src');
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const app = createGateway(testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }));
    const page = await request(gatewayServer(app)).get('/');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const api = await request(gatewayServer(app)).get('/api/remotes');
    expect(api.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
  });
});

/** ADR 0051: an API answer is data a script reads, never a document. */
describe('security headers of API answers', () => {
  const API_CSP = "default-src 'none';frame-ancestors 'none'";
  const DOCUMENT_ONLY = [
    'permissions-policy',
    'referrer-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it.each(['/api/remotes', '/api/posts', '/API/Posts/1', '/api', '/api/nope', '/api/search/all?q=x'])(
    'answers %s with the API set: nothing may run, frame, sniff or read it cross-site, and no nonce',
    async (path) => {
      const res = await request(gatewayServer(createGateway(testConfig()))).get(path);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-powered-by']).toBeUndefined();
      for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeUndefined();
    },
  );

  it.each(['/api/callback?code=abc', '/API/Callback/', '/api/login', '/api/logout'])(
    "gives the page set to %s, which a browser shows as a document (the spec's page and navigations)",
    async (path) => {
      const res = await request(gatewayServer(createGateway(testConfig()))).get(path);
      expect(res.headers['content-security-policy']).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    },
  );

  it.each([
    ['/api/posts', true],
    ['/api', true],
    ['/Api/auth/me', true],
    ['/api/callbacks', true],
    ['/api/login/x', true],
    ['/api/callback', false],
    ['/api/callback/', false],
    ['/api/LOGOUT', false],
    ['/apiary', false],
    ['/', false],
    ['/community', false],
    ['/mfe/store/remoteEntry.js', false],
    ['/media/social/a.png', false],
  ])('isApiAnswerPath(%s) is %s', (path, expected) => {
    expect(isApiAnswerPath(path)).toBe(expected);
  });

  it.each([false, true])(
    'gives exactly the headers helmet gives for the API set (production: %s)',
    (isProduction) => {
      const options = { isProduction, remoteUrls: ['/mfe/store/'] };
      const ours = headersSetBy(securityHeaders(options), undefined, '/api/posts');
      const helmets = headersSetBy(apiHelmetHeaders(options));
      expect(ours.headers).toEqual(helmets.headers);
      expect(ours.removed).toEqual(helmets.removed);
      // No nonce is made for an answer that has no use for one.
      expect(ours.nonce).toBe('undefined');
    },
  );
});

describe('rate limits', () => {
  let account: FakeUpstream;
  let social: FakeUpstream;
  beforeAll(async () => {
    [account, social] = await Promise.all([startFakeUpstream('account'), startFakeUpstream('social')]);
  });
  afterAll(async () => {
    await Promise.all([account.close(), social.close()]);
  });

  const gateway = (env: Record<string, string>) =>
    createGateway(testConfig({ ACCOUNT_SERVICE_URL: account.url, SOCIAL_SERVICE_URL: social.url, ...env }));

  // Every credential route of the shared table; registration named too, since it once escaped the limit.
  const credentialPaths = [
    ...new Set([...authRoutesOfKind('credential').map((r) => r.path), '/api/auth/register']),
  ];
  it.each(credentialPaths)('answers 429 JSON once %s exceeds its per-minute budget', async (path) => {
    const app = gateway({ RATE_LIMIT_AUTH_PER_MIN: '3' });
    for (let i = 0; i < 3; i++)
      await request(gatewayServer(app)).post(path).set(withCsrf()).send({}).expect(200);
    const res = await request(gatewayServer(app)).post(path).set(withCsrf()).send({}).expect(429);
    expect(res.body).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    // other API calls are not affected by the strict budget
    await request(gatewayServer(app)).get('/api/posts').expect(200);
  });

  it('limits all of /api per client, but not the pages', async () => {
    const app = gateway({ RATE_LIMIT_API_PER_MIN: '5' });
    for (let i = 0; i < 5; i++) await request(gatewayServer(app)).get('/api/posts').expect(200);
    const res = await request(gatewayServer(app)).get('/api/comments').expect(429);
    expect(res.body).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    expect(res.headers['ratelimit-policy'] ?? res.headers['ratelimit']).toBeDefined();
    await request(gatewayServer(app)).get('/health/live').expect(200);
  });
});
