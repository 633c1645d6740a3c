import { expect, test } from '@playwright/test';
import {
  createPostThroughComposer,
  liveStreamOpen,
  open,
  postIdOf,
  uniqueText,
  withTwoMembers,
} from './community-support';

test('B likes and comments on A’s post: A’s bell counts 2 live, /notifications shows both, the badge clears @mobile', async ({
  browser,
  viewport,
}) => {
  await withTwoMembers(browser, viewport, async (a, b) => {
    const text = uniqueText('Sunny nap on the porch');
    const postId = await postIdOf(await createPostThroughComposer(a.page, text));

    // A waits on another page with the live stream open; nothing is unread yet.
    const streamOpen = liveStreamOpen(a.page);
    await open(a.page, '/about');
    await streamOpen;
    await expect(a.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await a.page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // B likes and comments on the post.
    await open(b.page, `/post/${postId}`);
    const card = b.page.locator(`article[data-post-id="${postId}"]`).first();
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card.getByText('1 likes')).toBeVisible();
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await card.getByLabel('Add a comment...').fill('What a cosy spot');
    await card.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(card.getByText('What a cosy spot')).toBeVisible();

    // A's bell counts both without a reload.
    const bell = a.page.getByRole('link', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible({ timeout: 5000 });
    await expect(bell.getByTestId('notifications-count')).toHaveText('2');
    expect(await a.page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    if ((a.page.viewportSize()?.width ?? 1440) < 768) {
      // On a phone the collapsible menu's entry carries the same count.
      const menuButton = a.page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const entry = a.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', {
        name: 'Notifications, 2 unread',
      });
      await expect(entry).toBeVisible();
      await expect(entry.getByTestId('notifications-menu-count')).toHaveText('2');
      await menuButton.click();
      await expect(entry).toBeHidden();
    }

    // A opens /notifications from the bell: both rows, newest first, and the badge clears.
    await bell.click();
    await expect(a.page).toHaveURL(/\/notifications$/);
    const rows = a.page.getByRole('list', { name: 'Notifications' });
    await expect(rows.getByRole('link').filter({ hasText: `${b.username} liked your post` })).toBeVisible();
    await expect(
      rows.getByRole('link').filter({ hasText: `${b.username} commented on your post` }),
    ).toBeVisible();
    await expect(rows.getByRole('link').filter({ hasText: 'liked your post' })).toHaveAttribute(
      'href',
      `/post/${postId}`,
    );
    await expect(a.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(a.page.getByTestId('notifications-count')).toHaveCount(0);

    // The count is right after a reload too.
    await a.page.reload();
    await expect(a.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(a.page.getByTestId('notifications-count')).toHaveCount(0);

    // The Mentions tab has nothing for A.
    await a.page.getByRole('tab', { name: 'Mentions' }).click();
    await expect(a.page.getByText('No notifications yet')).toBeVisible();
  });
});

test('a visitor sees no bell, is asked to sign in on /notifications, and the API answers 401', async ({
  page,
}) => {
  await open(page, '/notifications');
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Required' })).toBeVisible();
  const res = await page.request.get('/api/notifications/unread-count');
  expect(res.status()).toBe(401);
});
