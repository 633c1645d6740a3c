/**
 * @jest-environment node
 */
import {
  prerenderManifest,
  remotePageOf,
  renderPage,
  withFontPreloads,
  withInlineStylesheet,
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

  describe('the stylesheet inlined', () => {
    const index =
      '<head><title>Pet Cora</title><script defer src=/main.1a.js></script><link href=/main.2b.css rel=stylesheet></head>';
    const sheets: Record<string, string> = {
      '/main.2b.css':
        '@font-face{src:url(/fonts/inter.3c.woff2)}.a{background:url("data:image/png;base64,AA")}\n/*# sourceMappingURL=main.2b.css.map*/',
    };

    it('replaces the link by a <style> the gateway gives its nonce, without the source map comment', () => {
      const inlined = withInlineStylesheet(index, (href) => sheets[href]);
      expect(inlined).toBe(
        '<head><title>Pet Cora</title><script defer src=/main.1a.js></script><style data-csp-nonce>@font-face{src:url(/fonts/inter.3c.woff2)}.a{background:url("data:image/png;base64,AA")}\n</style></head>',
      );
      // A second run on its own output leaves it as it is.
      expect(withInlineStylesheet(inlined, () => 'unused')).toBe(inlined);
    });

    it("refuses a sheet whose relative url() would resolve against each page's path", () => {
      expect(() => withInlineStylesheet(index, () => '.a{background:url(img/x.png)}')).toThrow(/relative/);
      expect(() => withInlineStylesheet(index, () => ".a{background:url('img/x.png')}")).toThrow(/relative/);
    });

    it('refuses a sheet that would end the <style> early, and a link that is not one of the build', () => {
      expect(() => withInlineStylesheet(index, () => '.a::after{content:"</style><script>"}')).toThrow(
        /<\/style/,
      );
      const elsewhere = index.replace('/main.2b.css', 'https://cdn.example/x.css');
      expect(() => withInlineStylesheet(elsewhere, () => '')).toThrow(/Not a stylesheet of this build/);
      expect(() => withInlineStylesheet(index.replace('/main.2b.css', '/../secret.css'), () => '')).toThrow(
        /Not a stylesheet of this build/,
      );
      expect(() => withInlineStylesheet('<head></head>', () => '')).toThrow(/one stylesheet, found 0/);
    });
  });
});
