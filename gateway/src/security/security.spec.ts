import { authRoutesOfKind } from '@petcora/contracts';
import request from 'supertest';
import { createGateway } from '../app';
import { startFakeUpstream, testConfig, withCsrf, type FakeUpstream } from '../testing/fake-upstream';
import { helmetHeaders, PERMISSIONS_POLICY, securityHeaders } from './security-headers';

/** The headers a middleware leaves on a stand-in response that already carries `nonce`. */
function headersSetBy(
  middleware: ReturnType<typeof securityHeaders>,
  nonce?: string,
): { headers: Record<string, string>; removed: string[]; nonce: string } {
  const headers: Record<string, string> = {};
  const removed: string[] = [];
  const res = {
    locals: nonce === undefined ? {} : { cspNonce: nonce },
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => removed.push(name.toLowerCase()),
  };
  let nextCalled = false;
  middleware({} as never, res as never, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return { headers, removed, nonce: String(res.locals.cspNonce) };
}

describe('security headers', () => {
  it('sets a CSP fit for the app, nosniff and a referrer policy, and hides the framework', async () => {
    const res = await request(createGateway(testConfig())).get('/api/remotes').expect(200);
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
    // Hole 14: features the site never uses are off.
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

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const res = await request(createGateway(testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }))).get(
      '/api/remotes',
    );
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
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

  // Every credential route of the shared table; registration named too, since it once escaped the limit (hole 8).
  const credentialPaths = [
    ...new Set([...authRoutesOfKind('credential').map((r) => r.path), '/api/auth/register']),
  ];
  it.each(credentialPaths)('answers 429 JSON once %s exceeds its per-minute budget', async (path) => {
    const app = gateway({ RATE_LIMIT_AUTH_PER_MIN: '3' });
    for (let i = 0; i < 3; i++) await request(app).post(path).set(withCsrf()).send({}).expect(200);
    const res = await request(app).post(path).set(withCsrf()).send({}).expect(429);
    expect(res.body).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    // other API calls are not affected by the strict budget
    await request(app).get('/api/posts').expect(200);
  });

  it('limits all of /api per client, but not the pages', async () => {
    const app = gateway({ RATE_LIMIT_API_PER_MIN: '5' });
    for (let i = 0; i < 5; i++) await request(app).get('/api/posts').expect(200);
    const res = await request(app).get('/api/comments').expect(429);
    expect(res.body).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    expect(res.headers['ratelimit-policy'] ?? res.headers['ratelimit']).toBeDefined();
    await request(app).get('/health/live').expect(200);
  });
});
