import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueUser } from '../support';
import {
  createPostThroughComposer,
  open,
  postCard,
  postIdOf,
  toastText,
  uniqueText,
} from './community-support';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a new member posts, likes and unlikes (the count survives a reload), repets and comments @mobile', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueUser());
  const text = uniqueText('First walk in the snow');
  let card = await createPostThroughComposer(page, text);
  await expect(card.getByText('0 likes')).toBeVisible();

  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByText('1 likes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  card = postCard(page, text);
  await expect(card.getByText('1 likes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByText('0 likes')).toBeVisible();
  await page.reload();
  card = postCard(page, text);
  await expect(card.getByText('0 likes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  const postId = await postIdOf(card);
  const byId = page.locator(`article[data-post-id="${postId}"]`);
  await byId.getByRole('button', { name: 'Repet' }).click();
  await expect(byId.getByText('1 repets')).toBeVisible();
  await expect(byId.getByRole('button', { name: 'Repet' })).toHaveAttribute('aria-pressed', 'true');

  await byId.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(byId.getByText('No comments yet')).toBeVisible();
  await byId.getByLabel('Add a comment...').fill('What a good dog');
  await byId.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(byId.getByText('What a good dog')).toBeVisible();
  await expect(byId.getByLabel('Add a comment...')).toHaveValue('');
  await page.reload();
  await expect(page.locator(`article[data-post-id="${postId}"]`).getByText('1 repets')).toBeVisible();
  await page
    .locator(`article[data-post-id="${postId}"]`)
    .getByRole('button', { name: 'View all 1 comments' })
    .click();
  await expect(page.locator(`article[data-post-id="${postId}"]`).getByText('What a good dog')).toBeVisible();
});

test('bookmark and unbookmark, copy a link and open it, then delete the post @mobile', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughApi(page, uniqueUser());
  const text = uniqueText('Biscuit learned to sit');
  const card = await createPostThroughComposer(page, text);
  const postId = await postIdOf(card);

  const bookmark = card.getByRole('button', { name: 'Bookmark' });
  await bookmark.click();
  await expect(toastText(page, 'Added to bookmarks')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await bookmark.click();
  await expect(toastText(page, 'Removed from bookmarks')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(toastText(page, 'Post link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/post/${postId}$`));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const single = page.locator(`article[data-post-id="${postId}"]`);
  await expect(single.getByText(text, { exact: true })).toBeVisible();

  await single.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete post' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete post' });
  await expect(confirm.getByText('Are you sure you want to delete this post?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toastText(page, 'Your post has been deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);
  await page.goto(`/post/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});

test("another member's post offers no Delete post", async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  await open(page, '/community');
  // A brand-new member has no posts: every card in the feed is someone else's.
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete post' })).toHaveCount(0);
});
