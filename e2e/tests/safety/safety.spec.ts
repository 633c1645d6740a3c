import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, apiPost, signInThroughApi, signUpThroughApi, uniqueUser } from '../support';
import { open, otherMember, postCard, toastText, uniqueText } from '../community/community-support';

/** Reports a post through the API, as the dialog does (201 with the thanks). */
async function reportPost(page: Page, postId: string, reason: string, note?: string) {
  const res = await apiPost(page, '/api/reports', { targetType: 'post', targetId: postId, reason, note });
  expect(res.status(), await res.text()).toBe(201);
}

/** The moderation queue's group whose target shows this text. */
function reportGroup(page: Page, text: string) {
  return page.getByRole('region').filter({ has: page.getByText(text, { exact: true }) });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test("a member reports another member's post from its menu and sees the thanks @mobile", async ({
  page,
  request,
}) => {
  const author = await otherMember(request);
  const text = uniqueText('Buy cheap kibble at my shop');
  const post = await author.post('/api/posts', { content: text });

  await signUpThroughApi(page, uniqueUser());
  await open(page, `/post/${post.id}`);
  const card = postCard(page, text);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();

  const dialog = page.getByRole('dialog', { name: 'Report post' });
  const send = dialog.getByRole('button', { name: 'Report', exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('textbox', { name: 'Add a note (optional)' }).fill('Advertising in every post');
  await expect(dialog.getByText('25/1000')).toBeVisible();
  await send.click();
  await expect(dialog.getByText('Thanks for letting us know', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // One open report per member and target: the second says so.
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have already reported this');
});

test('blocking a member from their profile hides their posts there and in the feed @mobile', async ({
  page,
  request,
}) => {
  const author = await otherMember(request);
  const name = author.user.username;
  const text = uniqueText('Rocky stole a whole sandwich');
  await author.post('/api/posts', { content: text });

  await signUpThroughApi(page, uniqueUser());
  await open(page, `/user/${name}`);
  await expect(page.getByRole('tabpanel').getByText(text, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `More options for @${name}` }).click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block @${name}?` });
  await expect(confirm).toContainText('any follows between you end');
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toBeHidden();

  await expect(page.getByText(`You blocked @${name}`)).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Follow @${name}` })).toHaveCount(0);
  await page.getByRole('button', { name: `More options for @${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Unblock' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The feed, read again, leaves the member's post out.
  await open(page, '/community');
  await expect(page.getByRole('feed', { name: 'Explore posts' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);

  // The settings list the block, with Unblock.
  await open(page, '/dashboard');
  await page.getByRole('tab', { name: 'Account' }).click();
  const blocked = page.getByRole('region', { name: 'Blocked accounts' });
  await expect(blocked.getByRole('button', { name: `Unblock @${name}` })).toBeVisible();
});

test('an admin dismisses one report and removes a post from /admin/moderation; the feed no longer shows it @mobile', async ({
  page,
  request,
}) => {
  const author = await otherMember(request);
  const keptText = uniqueText('Luna says hi to everyone');
  const removedText = uniqueText('Give your dog chocolate, it is fine');
  const kept = await author.post('/api/posts', { content: keptText });
  const removed = await author.post('/api/posts', { content: removedText });

  const reporter = uniqueUser();
  await signUpThroughApi(page, reporter);
  await reportPost(page, kept.id, 'other', 'Probably a mistake');
  await reportPost(page, removed.id, 'unsafe_advice', 'Chocolate is poisonous to dogs');
  await open(page, '/community');
  await expect(postCard(page, removedText)).toBeVisible();

  await signInThroughApi(page, DEMO_ADMIN);
  await open(page, '/admin/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');

  const keptGroup = reportGroup(page, keptText);
  await expect(keptGroup.getByText('Probably a mistake')).toBeVisible();
  await expect(keptGroup.getByRole('link', { name: `@${reporter.username}` })).toBeVisible();
  await keptGroup.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toastText(page, 'Report dismissed')).toBeVisible();

  const removedGroup = reportGroup(page, removedText);
  await expect(removedGroup.getByText('Misleading or unsafe pet-care advice')).toBeVisible();
  await expect(removedGroup.getByText('Chocolate is poisonous to dogs')).toBeVisible();
  await removedGroup
    .getByRole('textbox', { name: 'Note for the record (optional)' })
    .fill('Dangerous advice');
  await removedGroup.getByRole('button', { name: 'Remove' }).click();
  await expect(toastText(page, 'Removed for everyone')).toBeVisible();

  // The reporter's feed no longer shows the removed post; the other one stays.
  await signInThroughApi(page, reporter);
  await open(page, '/community');
  await expect(postCard(page, keptText)).toBeVisible();
  await expect(page.getByText(removedText, { exact: true })).toHaveCount(0);
});

test('a member opening /admin/moderation is refused @mobile', async ({ page }) => {
  await signUpThroughApi(page, uniqueUser());
  await open(page, '/admin/moderation');
  await expect(page.getByRole('alert')).toContainText('Admins only');
});
