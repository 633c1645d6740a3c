import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { gatewayServer, makeTempDir } from '../testing/fake-upstream';
import { answerJson, appOfSteps, type Step } from '../http/steps';
import { parsePrerenderedPages, routeFor, routeMatches, shellPage } from './shell-page';
import { shellApp } from './static-assets';

const INDEX_HTML =
  '<!doctype html><html><head><title>Pet Cora</title></head><body><div id="root"></div></body></html>';
const page = (body: string) =>
  `<!doctype html><html><head><title>Pet Cora</title></head><body>${body}</body></html>`;
const NONCE = 'bm9uY2Utb2YtdGhpcy10ZXN0';

const ROUTES = [
  { path: '/', file: 'home.html' },
  { path: '/about', file: 'about.html' },
  { path: '/membership' },
  { path: '/store', remote: 'store', file: 'store.html' },
  { path: '/post/:id', remote: 'social' },
  { path: '/dashboard/*', remote: 'account' },
];

/** An app of the steps given, with this test's nonce first and a 404 last, as the gateway runs them. */
function appOf(...steps: Step[]) {
  const withNonce: Step = (_request, reply) => {
    reply.locals.cspNonce = NONCE;
  };
  const notFound: Step = (request, reply) => answerJson(request, reply, 404, { message: 'Not found' });
  return appOfSteps({}, [withNonce, ...steps, notFound], (error) => {
    throw error;
  });
}

describe('the shell page', () => {
  const temp = makeTempDir();
  const shell = path.join(temp.dir, 'shell');
  let app: ReturnType<typeof appOf>;

  beforeAll(() => {
    mkdirSync(path.join(shell, 'prerendered'), { recursive: true });
    writeFileSync(path.join(shell, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(shell, 'secret.html'), page('outside the prerendered folder'));
    for (const name of ['home', 'store', 'not-found'])
      writeFileSync(path.join(shell, 'prerendered', `${name}.html`), page(`<div id="root">${name}</div>`));
    // The build's inlined stylesheet in <head>, and the same mark in the body (which no build writes).
    writeFileSync(
      path.join(shell, 'prerendered', 'about.html'),
      '<!doctype html><html><head><title>Pet Cora</title><style data-csp-nonce>body{margin:0}</style></head>' +
        '<body><div id="root">about</div><style data-csp-nonce>b{}</style></body></html>',
    );
    writeFileSync(
      path.join(shell, 'prerendered', 'pages.json'),
      JSON.stringify({ routes: ROUTES, notFound: 'not-found.html' }),
    );
    app = appOf(
      shellApp(shell, {
        sessionCookie: 'petcora.sid',
        consentCookie: 'petcora_consent',
        remoteManifestUrl: (remote) => `/mfe/${remote}/1.0.0-abc/mf-manifest.json`,
      }),
    );
  });
  afterAll(() => temp.remove());

  const get = (url: string, cookie?: string) => {
    const req = request(gatewayServer(app)).get(url).set('Accept', 'text/html');
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/About/', 'about'],
    ['/store?product=3', 'store'],
    ['/no/such/page', 'not-found'],
  ])('serves the page prerendered for %s', async (url, name) => {
    const res = await get(url).expect(200);
    expect(res.text).toContain(`<div id="root">${name}</div>`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(['/membership', '/post/42', '/dashboard/orders/7'])(
    'serves index.html for %s (not prerendered)',
    async (url) => {
      const res = await get(url).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it('puts the nonce first in <head>, then tells a visitor without a session cookie that no one is signed in', async () => {
    const res = await get('/', 'XSRF-TOKEN=abc').expect(200);
    expect(res.text).toContain(
      `<head><meta name="csp-nonce" content="${NONCE}"><meta name="petcora-session" content="none"><title>`,
    );
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("gives the head's inlined stylesheet this response's nonce, and nothing in the body", async () => {
    const res = await get('/about').expect(200);
    expect(res.text).toContain(
      `<title>Pet Cora</title><style nonce="${NONCE}">body{margin:0}</style></head>`,
    );
    expect(res.text).toContain('<div id="root">about</div><style data-csp-nonce>b{}</style></body>');
    expect(res.text.match(/nonce="/g)).toHaveLength(1);
  });

  it('leaves the session to the shell when a session cookie came', async () => {
    const res = await get('/', 'XSRF-TOKEN=abc; petcora.sid=s%3Aabc.def').expect(200);
    expect(res.text).toContain(`<head><meta name="csp-nonce" content="${NONCE}"><title>`);
    expect(res.text).not.toContain('petcora-session');
  });

  it('marks the page when the cookie choice is stored, so the prerendered banner stays hidden', async () => {
    const decided = await get('/', 'petcora_consent=%7B%22version%22%3A1%7D').expect(200);
    expect(decided.text).toMatch(/^<!doctype html><html data-consent="decided"><head>/);
    const first = await get('/', 'petcora_consentx=1').expect(200);
    expect(first.text).not.toContain('data-consent');
  });

  it("does not take a look-alike cookie for the session's", async () => {
    const res = await get('/', 'xpetcora.sid=1; petcora.sid.bak=2; petcora.sid=').expect(200);
    expect(res.text).toContain('<meta name="petcora-session" content="none">');
  });

  it("preloads the route's remote manifest and entry, and only on that remote's routes", async () => {
    const store = await get('/store').expect(200);
    expect(store.text).toContain(
      '<link rel="preload" href="/mfe/store/1.0.0-abc/mf-manifest.json" as="fetch" crossorigin="anonymous" data-remote="store">',
    );
    // The entry as the script the runtime adds (a retry asks for another URL: shell's entry-retry plugin).
    expect(store.text).toContain(
      '<link rel="preload" href="/mfe/store/1.0.0-abc/remoteEntry.js" as="script">',
    );
    expect((await get('/post/7').expect(200)).text).toContain(
      'href="/mfe/social/1.0.0-abc/mf-manifest.json"',
    );
    expect((await get('/about').expect(200)).text).not.toContain('rel="preload"');
  });

  it('never serves the prerendered files as themselves (they would lack the nonce)', async () => {
    const direct = await get('/prerendered/about.html').expect(200);
    expect(direct.text).toContain(`content="${NONCE}"`);
    expect(direct.text).toContain('not-found');
    await request(gatewayServer(app)).get('/prerendered/pages.json').expect(404);
  });

  it('falls back to index.html when the build made no prerendered pages', async () => {
    const bare = path.join(temp.dir, 'bare-shell');
    mkdirSync(bare, { recursive: true });
    writeFileSync(path.join(bare, 'index.html'), INDEX_HTML);
    const res = await request(gatewayServer(appOf(shellPage(bare))))
      .get('/about')
      .expect(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('escapes a manifest URL it puts in an attribute', async () => {
    const hostile = appOf(
      shellPage(shell, {
        remoteManifestUrl: () => '/mfe/store/"><script>alert(1)</script>/mf-manifest.json',
      }),
    );
    const res = await request(gatewayServer(hostile)).get('/store').expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('&quot;&gt;&lt;script&gt;');
  });

  it("puts the entry beside a manifest whose URL has a query string (a CDN's version pin)", async () => {
    const pinned = appOf(
      shellPage(shell, { remoteManifestUrl: () => 'https://cdn.example/store/mf-manifest.json?v=2' }),
    );
    const res = await request(gatewayServer(pinned)).get('/store').expect(200);
    expect(res.text).toContain(
      '<link rel="preload" href="https://cdn.example/store/remoteEntry.js" as="script">',
    );
  });
});

describe('reading pages.json', () => {
  it('drops entries naming files outside the prerendered folder', () => {
    const pages = parsePrerenderedPages(
      JSON.stringify({
        routes: [
          { path: '/a', file: '../secret.html' },
          { path: '/b', file: '/etc/passwd' },
          { path: '/c', file: 'sub/c.html' },
          { path: 'no-slash', file: 'x.html' },
          { path: '/d', file: 'd.html', remote: 'store' },
          null,
        ],
        notFound: '../../index.html',
      }),
    );
    expect(pages).toEqual({
      routes: [
        { path: '/a' },
        { path: '/b' },
        { path: '/c' },
        { path: '/d', file: 'd.html', remote: 'store' },
      ],
      notFound: undefined,
    });
  });
});

describe('matching a route as the shell router does', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/about', '/ABOUT/', true],
    ['/about', '/about/team', false],
    ['/post/:id', '/post/12', true],
    ['/post/:id', '/post', false],
    ['/post/:id', '/post/12/x', false],
    ['/dashboard/*', '/dashboard', true],
    ['/dashboard/*', '/dashboard/orders/1', true],
    ['/dashboard/*', '/dashboards', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(routeMatches(pattern, pathname)).toBe(expected);
  });

  it('takes the first route of the table that matches', () => {
    expect(routeFor(ROUTES, '/store')?.remote).toBe('store');
    expect(routeFor(ROUTES, '/nowhere')).toBeNull();
  });
});
