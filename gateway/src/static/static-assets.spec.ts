import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createGateway } from '../app';
import { gatewayServer, makeTempDir, testConfig } from '../testing/fake-upstream';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';

const INDEX_HTML =
  '<!doctype html><html><head><title>Pet Cora</title></head><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';

/** The page is index.html with this response's CSP nonce put first in <head>. */
function expectShellPage(res: { text: string; headers: Record<string, string> }) {
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers['content-security-policy'])?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  // These requests carry no session cookie: the page also says so (ADR 0039; shell-page.spec.ts).
  expect(res.text).toBe(
    INDEX_HTML.replace(
      '<head>',
      `<head><meta name="csp-nonce" content="${nonce}"><meta name="petcora-session" content="none">`,
    ),
  );
  return nonce;
}

describe('static bundles and the SPA fallback', () => {
  const temp = makeTempDir();
  const shell = path.join(temp.dir, 'shell');
  const social = path.join(temp.dir, 'mfe-social');
  let app: ReturnType<typeof createGateway>;

  beforeAll(() => {
    mkdirSync(path.join(shell, 'assets'), { recursive: true });
    writeFileSync(path.join(shell, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(shell, 'main.1a2b3c4d.js'), 'console.log("shell")');
    writeFileSync(path.join(shell, 'robots.txt'), 'User-agent: *');
    // Source maps a build or a person left in the served folders.
    writeFileSync(path.join(shell, 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    writeFileSync(path.join(shell, 'assets', 'site.0123456789.css.map'), '{"version":3}');
    // Two versioned builds (ADR 0035), current.json naming the newest, and a leftover of the old flat layout.
    for (const version of ['0.0.0-aaaaaaaaaa', '0.0.0-bbbbbbbbbb']) {
      mkdirSync(path.join(social, version), { recursive: true });
      writeFileSync(
        path.join(social, version, 'mf-manifest.json'),
        JSON.stringify({ name: 'social', version }),
      );
      writeFileSync(path.join(social, version, 'remoteEntry.js'), 'var social;');
      writeFileSync(path.join(social, version, '812.9f8e7d6c5b4a.js'), 'chunk();'.repeat(400));
      writeFileSync(path.join(social, version, 'remoteEntry.js.map'), '{"version":3}');
    }
    writeFileSync(path.join(social, 'current.json'), JSON.stringify({ version: '0.0.0-bbbbbbbbbb' }));
    writeFileSync(path.join(social, 'mf-manifest.json'), JSON.stringify({ flat: true }));
    mkdirSync(path.join(social, '.staging-1-abc'), { recursive: true });
    writeFileSync(path.join(social, '.staging-1-abc', 'mf-manifest.json'), '{}');
    app = createGateway(
      testConfig({
        SHELL_DIST_DIR: shell,
        MFE_SOCIAL_DIST_DIR: social,
        MFE_STORE_DIST_DIR: path.join(temp.dir, 'mfe-store-not-built'),
      }),
    );
  });
  afterAll(() => temp.remove());

  it.each([
    '/',
    '/community',
    '/user/rex/followers',
    '/admin/square',
    '/store?category=shampoo',
    '/user/john.doe',
  ])('serves index.html, uncached, for the page %s', async (page) => {
    const res = await request(gatewayServer(app))
      .get(page)
      .set('Accept', 'text/html,application/xhtml+xml')
      .expect(200);
    expectShellPage(res);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves /api/callback as the app page, not an API call', async () => {
    const res = await request(gatewayServer(app))
      .get('/api/callback?code=abc')
      .set('Accept', 'text/html')
      .expect(200);
    expectShellPage(res);
  });

  it('gives every page a fresh nonce, /index.html included', async () => {
    const first = expectShellPage(
      await request(gatewayServer(app)).get('/').set('Accept', 'text/html').expect(200),
    );
    const second = expectShellPage(await request(gatewayServer(app)).get('/index.html').expect(200));
    expect(second).not.toBe(first);
  });

  it('serves the shell’s hashed bundles for a year and other files revalidated', async () => {
    const js = await request(gatewayServer(app)).get('/main.1a2b3c4d.js').expect(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    const robots = await request(gatewayServer(app)).get('/robots.txt').expect(200);
    expect(robots.headers['cache-control']).toBe(NO_CACHE);
  });

  it.each([
    '/main.1a2b3c4d.js.map',
    '/assets/site.0123456789.css.map',
    '/main.1a2b3c4d.js.%6Dap',
    '/MAIN.1A2B3C4D.JS.MAP',
    '/mfe/social/0.0.0-aaaaaaaaaa/remoteEntry.js.map',
    '/mfe/social/0.0.0-bbbbbbbbbb/remoteEntry.js%2Emap',
  ])('never serves a source map, even one present in a served folder: %s', async (p) => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await request(gatewayServer(app)).get(p).set('Accept', accept).expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('keeps a missing script a 404 instead of answering it with HTML', async () => {
    const res = await request(gatewayServer(app))
      .get('/missing.abcdef12.js')
      .set('Accept', '*/*')
      .expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it.each(['/api/nothing', '/health/nothing', '/internal/x', '/mfe/unknown/x.js'])(
    'never answers %s with the app page',
    async (p) => {
      const res = await request(gatewayServer(app)).get(p).set('Accept', 'text/html').expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
    },
  );

  it('serves every version of a remote with CORS, all of it cached for a year (a version never changes)', async () => {
    for (const version of ['0.0.0-aaaaaaaaaa', '0.0.0-bbbbbbbbbb']) {
      const manifest = await request(gatewayServer(app))
        .get(`/mfe/social/${version}/mf-manifest.json`)
        .expect(200);
      expect(manifest.body).toEqual({ name: 'social', version });
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cache-control']).toBe(IMMUTABLE);
      const entry = await request(gatewayServer(app))
        .get(`/mfe/social/${version}/remoteEntry.js`)
        .expect(200);
      expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    }
    const chunk = await request(gatewayServer(app))
      .get('/mfe/social/0.0.0-aaaaaaaaaa/812.9f8e7d6c5b4a.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.text).toBe('chunk();'.repeat(400));
    await request(gatewayServer(app)).get('/mfe/social/0.0.0-aaaaaaaaaa/nope.js').expect(404);
  });

  it.each([
    '/mfe/social/mf-manifest.json',
    '/mfe/social/current.json',
    '/mfe/social/0.0.0-cccccccccc/mf-manifest.json',
    '/mfe/social/.staging-1-abc/mf-manifest.json',
    '/mfe/social/-flat/mf-manifest.json',
    '/mfe/social/0.0.0-aaaaaaaaaa',
  ])('serves nothing outside a built version: %s', async (p) => {
    const res = await request(gatewayServer(app)).get(p).expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('lists the latest build of each remote, revalidated on every load', async () => {
    const res = await request(gatewayServer(app)).get('/api/remotes').expect(200);
    expect(res.body.social).toBe('/mfe/social/0.0.0-bbbbbbbbbb/mf-manifest.json');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    await request(gatewayServer(app)).get('/api/remotes').set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('answers 503 with a build hint for a remote that was not built', async () => {
    const listed = await request(gatewayServer(app)).get('/api/remotes').expect(200);
    const res = await request(gatewayServer(app)).get(listed.body.store).expect(503);
    expect(res.body.message).toMatch(/has not been built yet.*npm run build/);
  });

  it('answers 503 with a build hint when the shell was not built', async () => {
    const unbuilt = createGateway(testConfig());
    const html = await request(gatewayServer(unbuilt)).get('/').set('Accept', 'text/html').expect(503);
    expect(html.text).toMatch(/has not been built yet/);
    const json = await request(gatewayServer(unbuilt))
      .get('/community')
      .set('Accept', 'application/json')
      .expect(503);
    expect(json.body.message).toMatch(/npm run build/);
  });

  it('picks up a build made after start-up', async () => {
    const later = makeTempDir();
    try {
      const gateway = createGateway(testConfig({ MFE_ACCOUNT_DIST_DIR: path.join(later.dir, 'dist') }));
      const before = await request(gatewayServer(gateway)).get('/api/remotes').expect(200);
      expect(before.body.account).toBe('/mfe/account/mf-manifest.json');
      await request(gatewayServer(gateway)).get('/mfe/account/mf-manifest.json').expect(503);
      mkdirSync(path.join(later.dir, 'dist', '1.0.0-abc'), { recursive: true });
      writeFileSync(path.join(later.dir, 'dist', '1.0.0-abc', 'mf-manifest.json'), '{}');
      writeFileSync(path.join(later.dir, 'dist', 'current.json'), '{"version":"1.0.0-abc"}');
      const after = await request(gatewayServer(gateway)).get('/api/remotes').expect(200);
      expect(after.body.account).toBe('/mfe/account/1.0.0-abc/mf-manifest.json');
      await request(gatewayServer(gateway)).get('/mfe/account/1.0.0-abc/mf-manifest.json').expect(200);
    } finally {
      later.remove();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['main.1a2b3c4d.js', IMMUTABLE],
    ['assets/logo-3f9a1c2b9e.webp', IMMUTABLE],
    ['styles.0123456789abcdef.css', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['main.js', NO_CACHE],
  ])('%s → %s', (file, policy) => expect(cacheControlFor(file)).toBe(policy));
});

describe('pages compressed on the way out', () => {
  const temp = makeTempDir();
  const shell = path.join(temp.dir, 'shell');
  // Past compression's 1 KB threshold, as every real page is.
  const bigPage = `<!doctype html><html><head><title>Pet Cora</title></head><body>${'<p>Pet care</p>'.repeat(200)}</body></html>`;
  let app: ReturnType<typeof createGateway>;

  beforeAll(() => {
    mkdirSync(shell, { recursive: true });
    writeFileSync(path.join(shell, 'index.html'), bigPage);
    app = createGateway(testConfig({ SHELL_DIST_DIR: shell }));
  });
  afterAll(() => temp.remove());

  it.each(['/', '/index.html', '/community'])(
    'answers %s gzipped to a browser that accepts it',
    async (page) => {
      const res = await request(gatewayServer(app))
        .get(page)
        .set('Accept', 'text/html')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-security-policy']).toMatch(/'nonce-/);
      expect(res.text).toContain('<p>Pet care</p>'.repeat(200));
    },
  );
});
