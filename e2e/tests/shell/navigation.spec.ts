import { expect, test } from '@playwright/test';
import { withConsentDecided } from './helpers';

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
  // These tests are about the chrome, not the splash.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('top navigation: logo, Pet Haven button, Home, About, Store, and it stays on top when scrolling', async ({
  page,
}) => {
  await page.goto('/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Pet Cora' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Pet Haven' })).toHaveAttribute('href', '/pet-haven');
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Store', '/store'],
  ]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await page.mouse.wheel(0, 1500);
  await expect(page.locator('header.shell-nav')).toBeInViewport();
  await expect(page.locator('header.shell-nav')).toHaveCSS('position', 'sticky');

  await main.getByRole('link', { name: 'Pet Haven' }).click();
  await expect(page).toHaveURL(/\/pet-haven$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Haven' })).toBeVisible();
});

test('small screens: the menu opens and closes by keyboard and lists the legal links @small-screen', async ({
  page,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Home',
    'About',
    'Store',
    'Pet Haven',
    'Privacy Policy',
    'Terms of Service',
    'Cookie Policy',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Space toggles it too, and following a link closes it.
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Terms of Service' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/terms$/);
  await expect(menu).toBeHidden();
});

test('small screens: the fixed bottom bar has three items and marks the active one @small-screen', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('position', 'fixed');
  await expect(bar.getByRole('link')).toHaveCount(3);
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('link', { name: 'Pet Haven' }).click();
  await expect(page).toHaveURL(/\/pet-haven$/);
  await expect(bar.getByRole('link', { name: 'Pet Haven' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await page.mouse.wheel(0, 2000);
  await expect(bar).toBeInViewport();
});

test('the bottom bar is not shown on wide screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
});

test('footer: site map, legal links, two support e-mails, a Connecticut address, four social networks, Cookie Settings @mobile', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const siteMap = footer.getByRole('navigation', { name: 'Site map' });
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Store', '/store'],
  ]) {
    await expect(siteMap.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  for (const [name, href] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ]) {
    await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const mailLinks = footer.locator('a[href^="mailto:"]');
  await expect(mailLinks).toHaveCount(2);
  await expect(footer.locator('address')).toContainText('CT');
  await expect(footer.locator('address')).toContainText('United States');
  const social = footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (const name of ['Instagram', 'Facebook', 'TikTok', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await footer.getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
});

test('the not-found page shows its exact texts @mobile', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
