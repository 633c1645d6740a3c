import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { solidPng } from '../account/png';
import { signUpThroughApi, uniqueUser } from '../support';
import { open, otherMember, toastText, uniqueText } from './community-support';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(48, 36, [200, 120, 60]) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const searchBox = (page: Page) => page.getByPlaceholder('Search pets, products, or people');

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a member follows another from their profile; counts change and the list shows them; tabs are filled @mobile', async ({
  page,
  request,
}) => {
  const author = await otherMember(request);
  const name = author.user.username;
  const postText = uniqueText('Biscuit chased the mailman');
  const post = await author.send('/api/posts', { data: { content: postText } });
  const replyText = uniqueText('Then he said sorry');
  await author.send(`/api/posts/${post.id}/replies`, { data: { content: replyText } });
  const photoText = uniqueText('Sunny nap on the porch');
  await author.send('/api/posts', { multipart: { content: photoText, images: png('nap.png') } });
  await author.send(`/api/posts/${post.id}/like`);

  const reader = uniqueUser();
  await signUpThroughApi(page, reader);
  await open(page, `/profile/${name}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: new RegExp(`^@${name}$`) })).toBeVisible();
  await expect(page.getByText(/Joined [A-Z][a-z]+ \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Followers' })).toHaveAttribute(
    'href',
    `/user/${name}/followers`,
  );

  // The four tabs, each from its own list.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(postText, { exact: true })).toBeVisible();
  await expect(panel.getByText(replyText, { exact: true })).toHaveCount(0);
  await tab(page, 'Replies').click();
  await expect(panel.getByText(replyText, { exact: true })).toBeVisible();
  await tab(page, 'Media').click();
  await expect(panel.getByText(photoText, { exact: true })).toBeVisible();
  await expect(panel.getByText(postText, { exact: true })).toHaveCount(0);
  await tab(page, 'Likes').click();
  await expect(panel.getByText(postText, { exact: true })).toBeVisible();
  await tab(page, 'Posts').click();

  // Follow: at once, and it sticks.
  const follow = page.getByRole('button', { name: `Follow @${name}` });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: new RegExp(`^Following @${name}`) });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Following @${name}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The reader's own following list shows the author, and the author's followers list shows the reader.
  await open(page, `/profile/${reader.username}`);
  await expect(page.getByRole('link', { name: '1 Following' })).toBeVisible();
  await page.getByRole('link', { name: '1 Following' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${reader.username}/following$`));
  const person = page.getByRole('link', { name: new RegExp(`@${name}`) });
  await expect(person).toHaveAttribute('href', `/profile/${name}`);
  await expect(page.getByRole('button', { name: new RegExp(`^Following @${name}`) })).toBeVisible();
  await page.getByRole('link', { name: 'Followers' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${reader.username}/followers$`));
  await expect(page.getByText(`@${reader.username} has no followers yet.`)).toBeVisible();

  await open(page, `/user/${name}/followers`);
  await expect(page.getByRole('link', { name: new RegExp(`@${reader.username}`) })).toBeVisible();

  // Unfollow from the community profile.
  await open(page, `/user/${name}`);
  await expect(page.getByRole('link', { name: 'Back to community' })).toHaveAttribute('href', '/community');
  await page.getByRole('button', { name: new RegExp(`^Following @${name}`) }).click();
  await expect(page.getByRole('button', { name: `Follow @${name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('link', { name: '0 Followers' })).toBeVisible();
});

test('search finds a person, a post and a product; the chips filter; the address keeps it all @mobile', async ({
  page,
  request,
}) => {
  const author = await otherMember(request);
  const word = `zq${randomBytes(3).toString('hex')}`;
  const dogText = `Our ${word} puppy learned to fetch`;
  const catText = `Our ${word} kitten learned to purr`;
  await author.send('/api/posts', { data: { content: dogText } });
  await author.send('/api/posts', { data: { content: catText } });

  await signUpThroughApi(page, uniqueUser());
  await open(page, '/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A person, typed: the search starts by itself.
  await searchBox(page).fill(author.user.username);
  await expect(page).toHaveURL(new RegExp(`/explore\\?q=${author.user.username}$`));
  const people = page.getByRole('region', { name: 'People' });
  const personLink = people.getByRole('link', { name: new RegExp(`@${author.user.username}`) });
  await expect(personLink).toHaveAttribute('href', `/profile/${author.user.username}`);

  // A post by its words.
  await searchBox(page).fill(word);
  const posts = page.getByRole('region', { name: 'Posts' });
  await expect(posts.getByText(dogText, { exact: true })).toBeVisible();
  await expect(posts.getByText(catText, { exact: true })).toBeVisible();

  // The chips filter the results, and back/forward step through them.
  await page.getByRole('button', { name: 'Dogs', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}&type=dog$`));
  await expect(posts.getByText(dogText, { exact: true })).toBeVisible();
  await expect(page.getByText(catText, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cats', exact: true }).click();
  await expect(page.getByText(catText, { exact: true })).toBeVisible();
  await expect(page.getByText(dogText, { exact: true })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Dogs', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(dogText, { exact: true })).toBeVisible();
  await expect(searchBox(page)).toHaveValue(word);

  // A product, with its price in dollars.
  await searchBox(page).fill('Natural Dog Shampoo');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('img', { name: 'Natural Dog Shampoo' })).toBeVisible();
  await expect(products.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();

  // Nothing found.
  await searchBox(page).fill(`${word}nothing`);
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByText('Try searching for something else')).toBeVisible();

  // A shared link restores the query and the chip.
  await open(page, `/explore?q=${word}&type=cat`);
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.getByRole('button', { name: 'Cats', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(catText, { exact: true })).toBeVisible();

  // The clear button goes back to the post list.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/explore\?type=cat$/);
});

test('an unknown profile says so; the owner sees Edit profile and uploads an avatar @mobile', async ({
  page,
}) => {
  const me = uniqueUser();
  await signUpThroughApi(page, me);
  await open(page, `/profile/nobody_${randomBytes(3).toString('hex')}`);
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText("This account doesn't exist")).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await open(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('button', { name: /Follow/ })).toHaveCount(0);

  await open(page, `/user/${me.username}`);
  await page.getByLabel('Change profile photo').setInputFiles(png('me.png'));
  await expect(toastText(page, 'Profile photo updated')).toBeVisible();
  // The new photo shows at once, and still after a reload (the community's copy follows the account by an event).
  const avatar = page.getByRole('img', { name: `${me.username}'s profile photo` });
  await expect(avatar).toHaveAttribute('src', /^\/media\/account\//);
  await expect(async () => {
    await page.reload();
    await expect(avatar).toHaveAttribute('src', /^\/media\/account\//, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
