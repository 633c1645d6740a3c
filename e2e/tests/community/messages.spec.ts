import { expect, test } from '@playwright/test';
import { liveStreamOpen, open, uniqueText, withTwoMembers } from './community-support';

test('A follows B and messages B from the profile; B sees it arrive live and answers @mobile', async ({
  browser,
  viewport,
}) => {
  await withTwoMembers(browser, viewport, async (a, b) => {
    // B has /messages open, with the live stream connected and nothing in it yet.
    const bStream = liveStreamOpen(b.page);
    await open(b.page, '/messages');
    await expect(b.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(b.page.getByText('No messages yet')).toBeVisible();
    await bStream;

    // A follows B from B's profile, then opens the conversation with the profile's Message link. A's live stream
    // opens with A's first page (the navigation's bell shares it) and stays open across pages.
    const aStream = liveStreamOpen(a.page);
    await open(a.page, `/user/${b.username}`);
    await a.page.getByRole('button', { name: `Follow @${b.username}` }).click();
    await expect(
      a.page.getByRole('button', { name: new RegExp(`^Following @${b.username}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await a.page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(a.page).toHaveURL(new RegExp(`/messages/${b.username}$`));
    const hello = uniqueText('Hello from the dog park');
    const box = a.page.getByRole('textbox', { name: 'Message' });
    await box.fill(hello);
    await expect(a.page.getByText(`${hello.length}/1000`)).toBeVisible();
    await box.press('Enter');
    const aLog = a.page.getByRole('log');
    await expect(aLog.getByText(hello, { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');
    await aStream;

    // B does not follow A: it arrives as a request, on B's open page, without a reload.
    const requests = b.page.getByRole('region', { name: 'Message requests' });
    await expect(requests.getByText(hello)).toBeVisible({ timeout: 5000 });
    await requests.getByRole('link', { name: new RegExp(a.username) }).click();
    const bLog = b.page.getByRole('log');
    await expect(bLog.getByText(hello, { exact: true })).toBeVisible();

    // B answers (Shift+Enter keeps a new line in the same message); the answer accepts the request.
    const answer = uniqueText('Hi! See you at five');
    const bBox = b.page.getByRole('textbox', { name: 'Message' });
    await bBox.fill(answer);
    await bBox.press('Shift+Enter');
    await bBox.pressSequentially('ok');
    await bBox.press('Enter');
    await expect(bLog.getByText(answer, { exact: false })).toBeVisible();
    await expect(b.page.getByRole('region', { name: 'Message request' })).toHaveCount(0);

    // A's open thread shows the answer live, and 'Seen' under A's message once B read it.
    await expect(aLog.getByText(answer, { exact: false })).toBeVisible({ timeout: 5000 });
    await expect(aLog.getByText('Seen', { exact: true })).toBeVisible();
  });
});

test('a visitor is turned away from /messages and the API answers 401', async ({ page }) => {
  await open(page, '/messages');
  await expect(page.getByRole('heading', { name: 'Account Required' })).toBeVisible();
  const res = await page.request.get('/api/conversations');
  expect(res.status()).toBe(401);
});
