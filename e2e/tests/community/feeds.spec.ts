import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiPost, signUpThroughApi, uniqueUser } from '../support';
import { open, otherMember, postCard, toastText, uniqueText } from './community-support';

async function createPost(page: Page, data: { content: string; isThread?: boolean }) {
  const res = await apiPost(page, '/api/posts', data);
  expect(res.status(), await res.text()).toBe(201);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('Explore pages ten posts at a time with Load more posts, and trending hashtags show a real post tag @mobile', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueUser());
  const hashtag = `feeds${randomBytes(3).toString('hex')}`;
  const texts = Array.from({ length: 12 }, (_, index) =>
    uniqueText(`Walk number ${String(index + 1).padStart(2, '0')} #${hashtag}`),
  );
  for (const content of texts) await createPost(page, { content });

  await open(page, '/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Community' })).toBeVisible();
  const explore = page.getByRole('feed', { name: 'Explore posts' });
  await expect(postCard(page, texts[11])).toBeVisible();
  await expect(postCard(page, texts[2])).toBeVisible();
  await expect(explore.getByRole('article')).toHaveCount(10);
  await expect(page.getByText(texts[1], { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more posts' }).click();
  await expect(postCard(page, texts[1])).toBeVisible();
  await expect(postCard(page, texts[0])).toBeVisible();
  expect(await explore.getByRole('article').count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByText(texts[11], { exact: true })).toHaveCount(1);

  const hashtags = page.getByRole('region', { name: 'Trending Hashtags' });
  const link = hashtags.getByRole('link', { name: new RegExp(hashtag) });
  await expect(link).toContainText('posts');
  await expect(link).toHaveAttribute('href', `/explore?q=%23${hashtag}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/explore\\?q=%23${hashtag}$`));
});

test('Following lists a followed member’s new post; before that it offers Find people to follow @mobile', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, uniqueUser());
  await open(page, '/community?tab=following');
  await expect(tab(page, 'Following')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Posts from people you follow will appear here.')).toBeVisible();
  await page.getByRole('button', { name: 'Find people to follow' }).click();
  await expect(page.getByRole('region', { name: 'Suggested Accounts' })).toBeInViewport();

  const author = await otherMember(request);
  const text = uniqueText('Pepper met a hedgehog');
  await author.post('/api/posts', { content: text });
  const follow = await apiPost(page, `/api/users/${author.user.username}/follow`);
  expect(follow.status(), await follow.text()).toBeLessThan(300);

  // Switching tabs reads Following again: no reload needed.
  await tab(page, 'Explore').click();
  await tab(page, 'Following').click();
  const following = page.getByRole('feed', { name: 'Posts from people you follow' });
  await expect(following.getByText(text, { exact: true })).toBeVisible();
  await expect(following.getByRole('link', { name: author.user.username }).first()).toHaveAttribute(
    'href',
    `/user/${author.user.username}`,
  );

  await tab(page, 'Trending').click();
  await expect(page.getByRole('list', { name: 'Trending posts' }).getByRole('listitem')).toHaveCount(2);
});

test('the community search and Filters work', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  const thread = uniqueText('Thread about crate training');
  await createPost(page, { content: thread, isThread: true });
  await open(page, '/community');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('radio', { name: 'Threads only' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Filters: Threads only' })).toBeFocused();
  await expect(postCard(page, thread)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the community' }).fill('crate training');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\?q=crate\+training$/);
});

test('the blog: five tabs, a new thread under Threads, the empty Following text @mobile', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueUser());
  const thread = uniqueText('Our puppy diary, day one');
  await createPost(page, { content: thread, isThread: true });
  await open(page, '/blog');
  await expect(page.getByRole('button', { name: 'Share Pet Post' })).toBeVisible();
  await expect(postCard(page, thread)).toBeVisible();

  await tab(page, 'Following').click();
  await expect(page.getByText('Follow some pet owners to see their posts here!')).toBeVisible();
  await tab(page, 'Threads').click();
  await expect(postCard(page, thread)).toBeVisible();
  await tab(page, 'Photos').click();
  await expect(
    page
      .getByRole('feed', { name: 'Pet photos' })
      .or(page.getByText('No pet photos found. Be the first to share one!')),
  ).toBeVisible();
  await expect(page.getByText(thread, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share Pet Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Post' })).toBeVisible();
});

test('the timeline shows a shared moment at once, without reloading the page @mobile', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  await open(page, '/timeline?tab=latest');
  await expect(tab(page, 'Latest')).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const caption = uniqueText('Nap on the warm laundry');
  const composer = page.getByRole('region', { name: 'Share a Pet Moment' });
  await composer.getByLabel('Caption').fill(caption);
  await composer.getByRole('button', { name: 'Share Post' }).click();
  await expect(toastText(page, 'Your post has been shared')).toBeVisible();
  await expect(
    page.getByRole('feed', { name: 'Latest posts' }).getByText(caption, { exact: true }),
  ).toBeVisible();
  await tab(page, 'For You').click();
  await expect(
    page.getByRole('feed', { name: 'For You posts' }).getByText(caption, { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  for (const name of ['Trending', 'Discover']) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name }).getByRole('article').first()).toBeVisible();
  }
});

test('visitors: sample posts, and sign-in texts on Following and the timeline @mobile', async ({ page }) => {
  await open(page, '/community');
  await expect(page.getByRole('feed', { name: 'Explore posts' }).getByRole('article')).toHaveCount(3);
  await tab(page, 'Following').click();
  const following = page.getByRole('tabpanel', { name: 'Following' });
  await expect(following.getByText('Sign in to see posts from people you follow')).toBeVisible();
  await expect(following.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    /^\/auth\?returnTo=/,
  );
  await expect(following.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    /^\/auth\?returnTo=/,
  );
  await tab(page, 'Trending').click();
  await expect(page.getByRole('list', { name: 'Trending posts' }).getByRole('listitem')).toHaveCount(2);

  await open(page, '/blog');
  await expect(page.getByRole('region', { name: 'Join our Pet Community' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Pet Post' })).toHaveCount(0);
  await tab(page, 'Following').click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Following' })
      .getByText('Sign in to see posts from people you follow'),
  ).toBeVisible();

  await open(page, '/timeline');
  await expect(page.getByText('Sign in to see your timeline')).toBeVisible();
  await page.getByRole('tabpanel', { name: 'For You' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Ftimeline/);
});
