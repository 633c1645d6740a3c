import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, signInThroughApi } from '../support';
import { layoutShiftSoFar, sumLayoutShifts } from './layout-shift-sum';

/**
 * CLS ≤ 0.02 at 375 px (the 'mobile' project) and 1440 px ('desktop') on every route, not only the four
 * first-paint pages (first-paint.spec.ts): a visitor's public routes and a member's own screens, each loaded fresh,
 * waited on until its late parts (remote page, data) have arrived.
 */
const MAX_CLS = 0.02;

const VISITOR_ROUTES = [
  '/about',
  '/pet-haven',
  '/membership',
  '/privacy',
  '/terms',
  '/cookies',
  '/explore?q=bath',
  '/timeline',
  '/blog',
  '/legacy-auth',
  '/no-such-page',
];
const MEMBER_ROUTES = ['/dashboard', '/profile', '/timeline', '/community', '/store', '/wishlist'];

/** One layout shift as the page saw it: `moves` says where each shifted node was and went, `viewport` what was shown. */
type RecordedShift = { value: number; at: number; nodes: string[]; moves: string[]; viewport: string };

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: RecordedShift[] };
    w.__shifts = [];
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        if (!entry.hadRecentInput)
          w.__shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            nodes: (entry.sources ?? []).map((s) =>
              s.node instanceof Element
                ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
                : String(s.node),
            ),
            moves: (entry.sources ?? []).map((s) => `${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
            viewport: `${innerWidth}x${innerHeight} at scrollY ${Math.round(scrollY)}`,
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftOf(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: RecordedShift[] }).__shifts);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`${test.info().project.name} ${route}: CLS ${cls.toFixed(4)}`);
  return { cls, shifts };
}

test.describe('layout shift on every route @mobile', () => {
  for (const route of VISITOR_ROUTES) {
    test(`a visitor's load of ${route} moves nothing (CLS ≤ ${MAX_CLS})`, async ({ page }) => {
      await recordLayoutShifts(page);
      const { cls, shifts } = await layoutShiftOf(page, route);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
    });
  }

  test(`a member's screens move nothing while they load (CLS ≤ ${MAX_CLS} each)`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page, DEMO_MEMBER);
    await recordLayoutShifts(page);
    const over: string[] = [];
    for (const route of MEMBER_ROUTES) {
      const { cls, shifts } = await layoutShiftOf(page, route);
      if (cls > MAX_CLS) over.push(`${route}: ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
    }
    expect(over, over.join('\n')).toEqual([]);
  });
});

test('home: no layout shift while the page and its images load as the visitor scrolls', async ({ page }) => {
  await sumLayoutShifts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(500);
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.05);
});
