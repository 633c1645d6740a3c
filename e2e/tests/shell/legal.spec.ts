import { expect, test } from '@playwright/test';
import { withConsentDecided } from './helpers';

const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
});

test('terms: every section, the key terms, Last updated today and Back to Home @mobile', async ({ page }) => {
  await page.goto('/terms');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(main.getByText(`Last updated: ${today}`)).toBeVisible();
  for (const section of [
    'Introduction',
    'Acceptance',
    'Eligibility',
    'Your account',
    'Acceptable use',
    'Content guidelines',
    'Online store',
    'Membership',
    'Intellectual property',
    'Privacy',
    'Disclaimers',
    'Limitation of liability',
    'Indemnification',
    'Termination',
    'Governing law',
    'Changes',
    'Contact',
  ]) {
    await expect(
      main.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}`) }),
    ).toBeVisible();
  }
  for (const text of [
    'at least 13 years old',
    'consent and supervision of a parent or legal guardian',
    'Each person may hold one account only',
    'family-friendly community',
    'renew automatically',
    'cancel at any time',
    'We do not give refunds for partial periods',
    'laws of the State of Connecticut',
    'They are not veterinary advice',
  ]) {
    await expect(main.getByText(text)).toBeVisible();
  }
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('privacy: every section, Last updated and Back to Home @mobile', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(main.getByText(`Last updated: ${today}`)).toBeVisible();
  for (const section of [
    'Information we collect',
    'How we use it',
    'How we share it',
    'Security',
    'Your rights',
    'How long we keep it',
    'International transfers',
    'Children under 13',
    'Contact us',
  ]) {
    await expect(
      main.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}`) }),
    ).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('cookies: the four types, the cookie table with its six cookies and durations, and consent management @mobile', async ({
  page,
}) => {
  await page.goto('/cookies');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(main.getByText(`Last updated: ${today}`)).toBeVisible();
  for (const type of ['Essential', 'Performance', 'Functionality', 'Marketing']) {
    await expect(main.locator('dt', { hasText: type })).toBeVisible();
  }
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(7);
  const expected: [RegExp, string, string][] = [
    [/^Session/, 'Essential', 'Session'],
    [/^Preferences/, 'Essential', '1 year'],
    [/^Analytics: an anonymous/, 'Performance', '2 years'],
    [/^Analytics: groups/, 'Performance', '24 hours'],
    [/^Cart/, 'Essential', '30 days'],
    [/^Theme/, 'Functionality', '1 year'],
  ];
  for (const [index, [purpose, type, duration]] of expected.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(purpose);
    await expect(cells.nth(1)).toHaveText(type);
    await expect(cells.nth(2)).toHaveText(duration);
  }
  for (const section of [
    'Third-party services',
    'Managing your consent',
    'Browser settings and opting out',
    'If you disable cookies',
    'Mobile devices',
    'Security',
    'International transfers',
    'Updates to this policy',
    'Contact us',
  ]) {
    await expect(
      main.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}`) }),
    ).toBeVisible();
  }
  await main.getByRole('button', { name: 'Open Cookie Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
});
