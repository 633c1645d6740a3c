import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi, uniqueUser } from '../support';
import { open, postCard, uniqueText } from '../community/community-support';
import { rejectCookieBanner } from '../shell/helpers';
import { layoutShiftSoFar, sumLayoutShifts } from '../performance/layout-shift-sum';

/**
 * The media pipeline as a member sees it: a photo is stored in several widths, a phone's feed fetches a small one,
 * each card reserves the picture's box and shows its colour until the picture arrives, and nothing moves.
 * The feed is the new member's own profile (/user/{username}): it holds exactly the posts made here.
 */
const MAX_CLS = 0.02;
const PHONE_WIDTHS = [320, 640];

interface Rendition {
  url: string;
  width: number;
  height: number;
}
interface PostedPhoto {
  text: string;
  placeholder: string;
  width: number;
  height: number;
  renditions: Rendition[];
}

/** A 2000 × 1500 phone-sized JPEG, mostly one colour (so its placeholder is near it), with a band of another. */
async function photo(rgb: [number, number, number]): Promise<Buffer> {
  const [r, g, b] = rgb;
  const band = await sharp({
    create: { width: 2000, height: 300, channels: 3, background: { r: 255 - r, g: 255 - g, b: 255 - b } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r, g, b } } })
    .composite([{ input: band, top: 600, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Posts one photo per post through the API, as the composer's multipart form does, and keeps what the server answers. */
async function postPhotos(page: Page, colours: [number, number, number][]): Promise<PostedPhoto[]> {
  const posted: PostedPhoto[] = [];
  for (const [index, colour] of colours.entries()) {
    const text = uniqueText(`Sized photo ${index + 1}`);
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.post('/api/posts', {
      multipart: {
        content: text,
        isThread: 'false',
        images: { name: `photo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour) },
      },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(res.status(), await res.text()).toBe(201);
    const post = (await res.json()) as { images?: Partial<PostedPhoto>[] };
    const image = post.images?.[0];
    expect(image?.renditions?.length, 'the post answer lists the stored renditions').toBeGreaterThan(0);
    expect(image?.placeholder).toMatch(/^#[0-9a-f]{6}$/i);
    // The displayed size may be the largest stored width rather than the upload's; the proportions are the photo's.
    expect(image?.width).toBeGreaterThan(0);
    expect(Math.abs(image!.width! / image!.height! - 4 / 3)).toBeLessThan(0.01);
    posted.push({ ...(image as PostedPhoto), text });
  }
  return posted;
}

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const pathOf = (url: string) => new URL(url, 'http://origin.invalid').pathname;

function photoIn(card: Locator): Locator {
  return card.getByRole('img', { name: /^Photo shared by / });
}

/** A new member with three photo posts, and the address of their profile feed. */
async function memberWithPhotos(page: Page) {
  const member = uniqueUser();
  await signUpThroughApi(page, member);
  const photos = await postPhotos(page, [
    [196, 120, 72],
    [70, 140, 96],
    [60, 96, 180],
  ]);
  return { photos, feed: `/user/${member.username}` };
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('responsive images @mobile', () => {
  test('each card reserves its picture’s box and shows its colour until the picture arrives', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { photos, feed } = await memberWithPhotos(page);
    const ours = new Set(
      photos.flatMap((posted) => posted.renditions.map((rendition) => pathOf(rendition.url))),
    );

    // Hold every size of these photos until the cards have been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => ours.has(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );

    // Not waiting for the load event: the held pictures would keep it from firing.
    await page.goto(feed, { waitUntil: 'domcontentloaded' });
    await rejectCookieBanner(page);
    for (const posted of photos) {
      const card = postCard(page, posted.text);
      await card.scrollIntoViewIfNeeded();
      const img = photoIn(card);
      await expect(img).toHaveAttribute('width', String(posted.width));
      await expect(img).toHaveAttribute('height', String(posted.height));
      await expect(img).toHaveAttribute('srcset', new RegExp(`${posted.renditions[0].width}w`));
      await expect(img).toHaveCSS('background-color', rgbOf(posted.placeholder));
      // The box already has the photo's proportions (4:3; the spec caps it at 600 px high).
      const box = await img.boundingBox();
      expect(box, 'the picture has a box before it loads').not.toBeNull();
      const reserved = Math.min(600, (box!.width * posted.height) / posted.width);
      expect(
        Math.abs(box!.height - reserved),
        `${box!.height} px high, ${reserved} expected`,
      ).toBeLessThanOrEqual(1);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(false);
    }

    release();
    for (const posted of photos) {
      const img = photoIn(postCard(page, posted.text));
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
      await expect(img).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    }
  });

  test(`a feed of photo posts moves nothing while it loads (CLS ≤ ${MAX_CLS})`, async ({ page }) => {
    test.setTimeout(60_000);
    const { photos, feed } = await memberWithPhotos(page);
    await sumLayoutShifts(page);
    await page.goto(feed, { waitUntil: 'networkidle' });
    for (const posted of photos) {
      const img = photoIn(postCard(page, posted.text));
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
    await page.waitForLoadState('networkidle');
    const cls = await layoutShiftSoFar(page);
    console.log(
      `${test.info().project.name} ${feed} with ${photos.length} photo posts: CLS ${cls.toFixed(4)}`,
    );
    expect(cls).toBeLessThanOrEqual(MAX_CLS);
  });

  test('at 375 px the feed fetches the 320 or 640 px rendition of each photo, never a larger one @small-screen', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { photos, feed } = await memberWithPhotos(page);
    const widthByPath = new Map(
      photos.flatMap((posted) => posted.renditions.map((r) => [pathOf(r.url), r.width] as const)),
    );
    const photoOfPath = new Map(
      photos.flatMap((posted) => posted.renditions.map((r) => [pathOf(r.url), posted.text] as const)),
    );
    const requested: { path: string; width: number }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const width = widthByPath.get(path);
      if (width !== undefined) requested.push({ path, width });
    });

    await open(page, feed);
    for (const posted of photos) {
      const img = photoIn(postCard(page, posted.text));
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }

    expect(requested.length, 'the feed asked for the photos').toBeGreaterThan(0);
    for (const { path, width } of requested)
      expect([path, PHONE_WIDTHS.includes(width)]).toEqual([path, true]);
    // Every photo was fetched in a phone size.
    expect(new Set(requested.map(({ path }) => photoOfPath.get(path))).size).toBe(photos.length);
  });
});
