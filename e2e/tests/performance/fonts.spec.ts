import { expect, test } from '@playwright/test';

/**
 * Issue 12, fonts: pages paint with Inter and Fraunces subset to the site's own characters (@petcora/ui's build step,
 * scripts/subset-fonts.js), preloaded; a character the site never writes (user content) still gets the full files.
 */
const FONT_FILE = /\/fonts\/([a-z-]+)\.[0-9a-f]+\.woff2$/;

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

  // User content with a character the site's copy lacks: the browser takes it from fontsource's Latin file.
  const faces = await page.evaluate(async () => {
    const loaded = await document.fonts.load('400 16px "Inter Variable"', 'Café');
    return loaded.map((face) => face.unicodeRange);
  });
  // 'Caf' from the subset face, 'é' from the full one.
  expect(faces).toHaveLength(2);
  await expect.poll(() => fonts).toContain('inter-latin-wght-normal');
});
