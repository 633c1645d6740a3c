import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../support';
import { open } from './community-support';

async function expectPrompt(page: Page, reason: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in required' });
  await expect(dialog.getByText(reason)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/auth\?returnTo=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('visitors are asked to sign in for every action @mobile', async ({ page }) => {
  await open(page, '/community');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expectPrompt(page, 'Please sign in to like posts');
  await card.getByRole('button', { name: 'Repet' }).click();
  await expectPrompt(page, 'Please sign in to repet posts');
  await card.getByRole('button', { name: 'Bookmark' }).click();
  await expectPrompt(page, 'Please sign in to bookmark posts');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await card.getByLabel('Add a comment...').fill('Hello');
  await card.getByRole('button', { name: 'Post', exact: true }).click();
  await expectPrompt(page, 'Please sign in to comment');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expectPrompt(page, 'Please sign in to create a post');

  await open(page, '/timeline');
  await page.getByLabel('Caption').fill('My cat says hi');
  await page.getByRole('button', { name: 'Share Post' }).click();
  await expectPrompt(page, 'Please sign in to create a post');
});

test('signing in from the prompt comes back to the same page', async ({ page }) => {
  await open(page, '/timeline');
  await page.getByLabel('Caption').fill('Hello');
  await page.getByRole('button', { name: 'Share Post' }).click();
  await page.getByRole('dialog', { name: 'Sign in required' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Ftimeline$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_MEMBER.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('heading', { name: 'Share a Pet Moment' })).toBeVisible();
});
