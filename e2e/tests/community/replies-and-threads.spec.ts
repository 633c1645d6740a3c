import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueUser } from '../support';
import { createPostThroughComposer, open, postIdOf, toastText, uniqueText } from './community-support';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a member replies to a post and sees the reply under it @mobile', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  const text = uniqueText('Who else has a sock thief?');
  const card = await createPostThroughComposer(page, text);
  const postId = await postIdOf(card);

  await card.getByRole('button', { name: 'Reply to this post' }).click();
  const reply = uniqueText('Mine steals left socks only');
  await card.getByLabel('Your reply').fill(reply);
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(toastText(page, 'Your reply has been posted')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hide replies' })).toBeVisible();
  await expect(card.getByText(reply, { exact: true })).toBeVisible();

  // The one-post page lists the same reply, and a reload of the feed keeps the toggle.
  await page.goto(`/post/${postId}`);
  await expect(page.getByText(reply, { exact: true })).toBeVisible();
  await open(page, '/community');
  const again = page.locator(`article[data-post-id="${postId}"]`);
  await again.getByRole('button', { name: 'Show replies' }).click();
  await expect(again.getByText(reply, { exact: true })).toBeVisible();
});

test('a member starts a thread, adds to it, and its page shows the whole thread in order', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueUser());
  const first = uniqueText('Thread: our adoption story, part 1');
  const card = await createPostThroughComposer(page, first, { thread: true });
  const threadId = await postIdOf(card);

  await page.goto(`/post/${threadId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thread' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to thread' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to thread' });
  await expect(dialog.getByRole('switch', { name: 'Thread' })).toHaveCount(0);
  const second = uniqueText('Part 2: the first night');
  await dialog.getByRole('textbox', { name: "What's happening with your pet?" }).fill(second);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toastText(page, 'Your post has been created')).toBeVisible();

  const thread = page.getByRole('list', { name: 'Thread' });
  await expect(thread.getByRole('article')).toHaveCount(2);
  await expect(thread.getByRole('article').nth(0)).toContainText(first);
  await expect(thread.getByRole('article').nth(1)).toContainText(second);
});
