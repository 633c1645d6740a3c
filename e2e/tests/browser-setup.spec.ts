import { expect, test } from '@playwright/test';
import chromiumFeatures from '../chromium-features.json';

/**
 * The suite's own browser, as playwright.config.ts launches it. Headless Chromium 156 renders its omnibox popup as a web
 * page in a renderer of its own beside every window, ~0.6 s of CPU per navigation on this 2-core machine, taken from the
 * stack under test and the page being measured; the config switches it off. Chromium honours only the last
 * --disable-features switch, so the config's must also carry every feature Playwright itself turns off.
 */
test.describe('the test browser', () => {
  test('renders none of Chromium’s own omnibox pages', async ({ browser, page }) => {
    await page.goto('/about');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    const browserUi = targetInfos
      .map((target) => target.url)
      .filter((url) => url.startsWith('chrome://omnibox'));
    expect(browserUi).toEqual([]);
    await cdp.detach();
  });

  test('keeps every feature Playwright turns off while adding its own', async ({ page }) => {
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const disabled = commandLine
      .split(/\s+/)
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's own switch comes first, the config's last; Chromium uses only the last.
    expect(disabled.length).toBeGreaterThanOrEqual(2);
    const playwrights = disabled[0]!;
    const effective = new Set(disabled.at(-1));
    expect(playwrights.filter((feature) => !effective.has(feature))).toEqual([]);
    expect(chromiumFeatures.browserUiOff.filter((feature) => !effective.has(feature))).toEqual([]);
  });
});
