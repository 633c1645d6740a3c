/**
 * @jest-environment node
 */
import {
  prerenderManifest,
  remotePageOf,
  renderPage,
  withFontPreloads,
  withPrerenderedRoot,
} from './render-page';

describe('build-time prerender', () => {
  it('renders the home page whole: hero heading, navigation and footer', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Smart pet-tech and natural care for the pets who make your house a home');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Product highlights');
    // The cookie banner a first visit needs (hidden by the gateway's mark for a visitor who chose); no sign-in state.
    expect(html).toContain('We value your privacy');
    expect(html).not.toContain('Sign out');
    expect(html).not.toContain('Sign in');
  });

  it('waits for the lazily loaded pages', async () => {
    expect(await renderPage('/about')).toMatch(/<h1[^>]*>[^<]*About/i);
  });

  it("renders a remote's page as the frame with its placeholder", async () => {
    const html = await renderPage('/store');
    expect(html).toContain('Loading page');
    expect(html).toContain('aria-label="Main"');
  });

  it('renders the 404 page for the unknown path', async () => {
    expect(await renderPage('*')).toMatch(/not found/i);
  });

  it('puts no inline script in any page (the CSP allows none)', async () => {
    const { routes, notFound } = prerenderManifest();
    const paths = [...routes.filter((route) => route.file).map((route) => route.path), '*'];
    expect(notFound).toBe('not-found.html');
    for (const path of paths) {
      const html = await renderPage(path);
      expect({ path, inlineScripts: html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [] }).toEqual({
        path,
        inlineScripts: [],
      });
    }
  });

  it('lists every route, prerendering only public pages with a fixed path', () => {
    const { routes, notFound } = prerenderManifest();
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));
    expect(byPath['/']).toEqual({ path: '/', file: 'home.html' });
    expect(byPath['/store']).toEqual({ path: '/store', remote: 'store', file: 'store.html' });
    expect(byPath['/post/:id']).toEqual({ path: '/post/:id', remote: 'social' });
    expect(byPath['/checkout']).toEqual({ path: '/checkout', remote: 'store' });
    expect(byPath['/membership']).toEqual({ path: '/membership' });
    expect(notFound).toBe('not-found.html');
  });

  it('puts the page in #root, marked with its path', () => {
    const page = '<h1>$& About</h1>';
    const marked = '<div id="root" data-prerendered="/about"><h1>$& About</h1></div>';
    expect(withPrerenderedRoot('<body><div id="root"></div><p>x</p></body>', '/about', page)).toBe(
      `<body>${marked}<p>x</p></body>`,
    );
    // The built, minified index.html.
    expect(withPrerenderedRoot('<body><div id=root></div></body>', '/about', page)).toBe(
      `<body>${marked}</body>`,
    );
    expect(() => withPrerenderedRoot('<body><div id="app"></div></body>', '/about', page)).toThrow(/root/);
  });

  it("names the remote page on a remote's prerendered frame, for the entry to start loading it", () => {
    expect(withPrerenderedRoot('<div id=root></div>', '/store', '<main></main>')).toBe(
      '<div id="root" data-prerendered="/store" data-remote-page="store/StorePage"><main></main></div>',
    );
    expect(remotePageOf('/community')).toBe('social/CommunityPage');
    expect(remotePageOf('/auth')).toBe('account/AuthPage');
    // Behind sign-in: never started for a visitor; the shell's own pages have no remote page.
    expect(remotePageOf('/checkout')).toBeNull();
    expect(remotePageOf('/about')).toBeNull();
  });

  it('preloads the fonts before the title, once', () => {
    const index = '<head><meta charset=utf-8><title>Pet Cora</title></head>';
    const once = withFontPreloads(index, ['/fonts/inter.1a.woff2']);
    expect(once).toBe(
      '<head><meta charset=utf-8><link rel="preload" href="/fonts/inter.1a.woff2" as="font" type="font/woff2" crossorigin><title>Pet Cora</title></head>',
    );
    expect(withFontPreloads(once, ['/fonts/inter.1a.woff2'])).toBe(once);
  });
});
