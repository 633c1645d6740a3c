import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export const DEMO_ADMIN = { email: 'admin@petcora.example', password: 'petcora-admin-1' };
export const DEMO_MEMBER = {
  email: 'maya@petcora.example',
  password: 'petcora-demo-1',
  username: 'maya_and_biscuit',
};

export function uniqueUser() {
  const tag = randomBytes(3).toString('hex');
  return { email: `e2e_${tag}@example.com`, username: `e2e_${tag}`, password: 'correct-horse-9' };
}

/** The XSRF cookie the gateway sets; state-changing API calls must echo it (what the app's api-client does). */
async function xsrfToken(request: APIRequestContext): Promise<string> {
  await request.get('/api/remotes');
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('gateway set no XSRF-TOKEN cookie');
  return cookie.value;
}

/** Signs the page's browser context in through the API, as the sign-in form would. */
export async function signInThroughApi(page: Page, credentials: { email: string; password: string }) {
  const token = await xsrfToken(page.request);
  const { email, password } = credentials;
  const res = await page.request.post('/api/auth/signin', {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function apiPost(page: Page, url: string, data?: unknown) {
  const token = await xsrfToken(page.request);
  return page.request.post(url, { data, headers: { 'X-XSRF-TOKEN': token } });
}

/** The demo member with one pending order that has no shipping address. */
export const DEMO_MEMBER_SAM = { email: 'sam@petcora.example', password: 'petcora-demo-1' };
/** The hidden admin overview's password in development. */
export const DEV_ADMIN_OVERVIEW_PASSWORD = 'petcora-overview-1';

/** The cards of the admin overview, as its headings name them, in order. */
export const ADMIN_OVERVIEW_CARDS = [
  'User Management',
  'Community Posts',
  'System Settings',
  'Engagement',
  'Repets',
  'Moderation',
  'Recent Activity',
];

/** Creates a new account through the API (email flavour) and leaves the page's context signed in as it. */
export async function signUpThroughApi(
  page: Page,
  user: { email: string; username: string; password: string },
) {
  const res = await apiPost(page, '/api/auth/signup', user);
  expect(res.status(), await res.text()).toBe(201);
}

/** Fills and submits the Sign Up tab of the combined auth screen the page is on, as a new visitor would. */
export async function signUpOnAuthScreen(
  page: Page,
  user: { email: string; username: string; password: string },
) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** The first named item of the Square emulator's sample catalogue: what a catalogue sync must bring into the store. */
export function firstSampleItemName(): string {
  const file = path.resolve(__dirname, '../../infra/square-emulator/src/sample-catalog.json');
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8'));
  const objects: { type: string; item_data?: { name: string } }[] = Array.isArray(catalog)
    ? catalog
    : catalog.objects;
  const item = objects.find((o) => o.type === 'ITEM' && o.item_data?.name);
  if (!item?.item_data) throw new Error('sample catalogue has no ITEM');
  return item.item_data.name;
}
