import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { solidPng } from '../account/png';
import { rejectCookieBanner } from '../shell/helpers';
import { signUpThroughApi, uniqueUser } from '../support';

/** Text no other test posts, so the card can be found in the shared feed. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/**
 * Opens a page and answers the cookie banner (Reject all) so it does not cover cards or toasts at the bottom of
 * the screen; the banner appears once per browser context.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await rejectCookieBanner(page);
}

/** The toast with this title or description (Radix also copies it into a live region, hence exact). */
export function toastText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** Opens 'Create Post' on /community, writes the text and submits with the given button label. */
export async function createPostThroughComposer(
  page: Page,
  text: string,
  { thread = false }: { thread?: boolean } = {},
): Promise<Locator> {
  await open(page, '/community');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByRole('textbox', { name: "What's happening with your pet?" }).fill(text);
  await expect(dialog.getByText(`${text.length}/280`)).toBeVisible();
  if (thread) await dialog.getByRole('switch', { name: 'Thread' }).check();
  await dialog.getByRole('button', { name: thread ? 'Start Thread' : 'Post', exact: true }).click();
  await expect(
    toastText(page, thread ? 'Your thread has been posted' : 'Your post has been created'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  return postCard(page, text);
}

/** The card of the post whose text is exactly this (the first one: a repet repeats the text further down). */
export function postCard(page: Page, text: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
}

/** The id the card carries, for addresses like /post/{id}. */
export async function postIdOf(card: Locator): Promise<string> {
  const id = await card.getAttribute('data-post-id');
  if (!id) throw new Error('card has no data-post-id');
  return id;
}

/** A new member in a browser context of their own (their own cookies), as on two different computers. */
export async function memberPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = uniqueUser();
  await signUpThroughApi(page, user);
  return { page, username: user.username };
}

/** The "Your pets" region of the dashboard's Account tab, opened for the signed-in member. */
export async function openYourPets(page: Page): Promise<Locator> {
  await open(page, '/dashboard');
  await page.getByRole('tab', { name: 'Account' }).click();
  return page.getByRole('region', { name: 'Your pets' });
}

/** The photo of Miso, the cat the pet specs add. */
export const MISO_PHOTO = {
  name: 'miso.png',
  mimeType: 'image/png',
  buffer: solidPng(48, 36, [210, 150, 80]),
};

/**
 * Two new members (memberPage) in the test's viewport, for `body`; both browser contexts close after it, whatever
 * happens.
 */
export async function withTwoMembers(
  browser: Browser,
  viewport: { width: number; height: number } | null,
  body: (a: { page: Page; username: string }, b: { page: Page; username: string }) => Promise<void>,
): Promise<void> {
  const size = viewport ?? { width: 1440, height: 900 };
  const a = await memberPage(browser, size);
  const b = await memberPage(browser, size);
  try {
    await body(a, b);
  } finally {
    await Promise.all([a.page.context().close(), b.page.context().close()]);
  }
}

/** Resolves once the page's live stream (GET /api/live) has answered 200. */
export const liveStreamOpen = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/live' && res.status() === 200);

/**
 * A second member with their own cookie jar (the page stays signed in as the first): `send` posts JSON or a
 * multipart body with their CSRF token and expects a 2xx, answering the JSON body; `post` sends JSON.
 */
export async function otherMember(request: APIRequestContext) {
  const user = uniqueUser();
  await request.get('/api/remotes');
  const token = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const send = async (url: string, options: { data?: unknown; multipart?: Record<string, unknown> } = {}) => {
    const res = await request.post(url, {
      ...(options.multipart ? { multipart: options.multipart as never } : { data: options.data }),
      headers: { 'X-XSRF-TOKEN': await token() },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json() as Promise<{ id: string }>;
  };
  const post = (url: string, data?: unknown) => send(url, { data });
  await send('/api/auth/signup', { data: user });
  return { user, send, post };
}
