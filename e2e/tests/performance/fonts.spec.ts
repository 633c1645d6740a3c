import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, sumLayoutShifts } from './layout-shift-sum';

/**
 * Pages paint with Inter and Fraunces subset to the site's own characters (@petcora/ui's build step,
 * scripts/subset-fonts.js), preloaded; a character the site never writes (user content) still gets the full files.
 */
const FONT_FILE = /\/fonts\/([a-z-]+)\.[0-9a-f]+\.woff2$/;

/** The fonts Chromium really drew the first element matching `selector` with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test('a page loads only the subset fonts; a character outside them loads the full Latin file, not tofu', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const name = FONT_FILE.exec(new URL(request.url()).pathname)?.[1];
    if (name) fonts.push(name);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('link[rel="preload"][as="font"][href*="/fonts/inter-site."]')).toHaveCount(1);
  await expect(page.locator('link[rel="preload"][as="font"][href*="/fonts/fraunces-site."]')).toHaveCount(1);
  expect(fonts.sort()).toEqual(['fraunces-site', 'inter-site']);
  // In time for the first paint (preloaded), so drawn: not the fallback.
  expect(await renderedFonts(page, 'h1')).toEqual(['Fraunces']);
  expect(await renderedFonts(page, '.shell-consent-banner__text')).toEqual(['Inter']);

  // User content with a character the site's copy lacks: the browser takes it from fontsource's Latin file.
  const faces = await page.evaluate(async () => {
    const loaded = await document.fonts.load('400 16px "Inter Variable"', 'Café');
    return loaded.map((face) => face.unicodeRange);
  });
  // 'Caf' from the subset face, 'é' from the full one.
  expect(faces).toHaveLength(2);
  await expect.poll(() => fonts).toContain('inter-latin-wght-normal');
});

test('a subset font that arrives after the first paint moves nothing and fetches no full file @mobile', async ({
  page,
}) => {
  // A busy machine or a slow network: the small files come 1.5 s late (in one CI run a late Inter grew the cookie
  // banner on /privacy by a line, CLS 0.06). The page keeps its metric-matched fallback until the next load.
  await page.route(/\/fonts\/(inter|fraunces)-site\.[0-9a-f]+\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const fonts: string[] = [];
  page.on('request', (request) => {
    const name = FONT_FILE.exec(new URL(request.url()).pathname)?.[1];
    if (name) fonts.push(name);
  });
  await sumLayoutShifts(page);
  /** The rendered widths of the banner's heading and text: they change if another font comes in after the paint. */
  const textWidths = () =>
    page.evaluate(() =>
      ['.shell-consent-banner__title', '.shell-consent-banner__text'].map((selector) => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector(selector)!.firstChild!);
        return Math.round(range.getBoundingClientRect().width * 100) / 100;
      }),
    );

  await page.goto('/privacy', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
  const painted = await textWidths();
  await expect.poll(() => fonts.sort()).toEqual(['fraunces-site', 'inter-site']);
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(await textWidths()).toEqual(painted);
  // Drawn with the metric-matched fallback (font-fallbacks.css: Arial or Liberation Sans), not Inter.
  expect(await renderedFonts(page, '.shell-consent-banner__text')).toEqual([
    expect.stringMatching(/^(Arial|Liberation Sans)$/),
  ]);
  expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
  expect(fonts.sort()).toEqual(['fraunces-site', 'inter-site']);
});
