// After the browser build: writes dist/prerendered/<page>.html (index.html with the page's HTML in #root) and
// dist/prerendered/pages.json for the gateway (ADR 0039). Runs the server bundle of webpack.prerender.config.js.
// The production React (the bundle's externals read NODE_ENV at run time).
process.env.NODE_ENV ??= 'production';
const fs = require('node:fs/promises');
const { readFileSync } = require('node:fs');
const path = require('node:path');

async function main() {
  const root = path.join(__dirname, '..');
  const dist = path.join(root, 'dist');
  const outDir = path.join(dist, 'prerendered');
  const {
    prerenderManifest,
    renderPage,
    withPrerenderedRoot,
    withFontPreloads,
    withInlineStylesheet,
    PRELOADED_FONTS,
  } = require(path.join(root, '.tmp/prerender/render-page.js'));
  const fonts = (await fs.readdir(path.join(dist, 'fonts'))).filter((name) =>
    PRELOADED_FONTS.some((pattern) => pattern.test(name)),
  );
  if (fonts.length !== PRELOADED_FONTS.length)
    throw new Error(`Fonts to preload not found: ${fonts.join(', ')}`);
  // index.html too: the pages that are not prerendered get the same head, the stylesheet inlined (ADR 0055).
  const indexHtml = withInlineStylesheet(
    withFontPreloads(
      await fs.readFile(path.join(dist, 'index.html'), 'utf8'),
      fonts.map((name) => `/fonts/${name}`),
    ),
    (href) => readFileSync(path.join(dist, href), 'utf8'),
  );
  await fs.writeFile(path.join(dist, 'index.html'), indexHtml);
  const manifest = prerenderManifest();
  const pages = [
    ...manifest.routes.filter((route) => route.file).map((route) => [route.path, route.file]),
    ['*', manifest.notFound],
  ];
  await fs.mkdir(outDir, { recursive: true });
  for (const [pagePath, file] of pages) {
    const html = withPrerenderedRoot(indexHtml, pagePath, await renderPage(pagePath));
    await fs.writeFile(path.join(outDir, file), html);
  }
  await fs.writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Prerendered ${pages.length} pages into ${path.relative(root, outDir)}/`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
