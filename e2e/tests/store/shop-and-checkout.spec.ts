import { expect, test, type Page } from '@playwright/test';
import { signUpOnAuthScreen, uniqueUser } from '../support';
import { rejectCookieBanner } from '../shell/helpers';

/** Opens a page and answers the cookie banner (Reject all) so it covers no buttons or toasts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await rejectCookieBanner(page);
}

/** The names and prices of the product cards on screen, once the list has loaded. */
async function listedProducts(page: Page): Promise<{ name: string; cents: number }[]> {
  const grid = page.getByRole('list', { name: 'Products' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const cards = await grid.getByRole('listitem').all();
  return Promise.all(
    cards.map(async (card) => ({
      name: (await card.getByRole('heading').innerText()).trim(),
      cents: Math.round(
        Number((await card.locator('.store-product__price').innerText()).replace(/[$,]/g, '')) * 100,
      ),
    })),
  );
}

const CATEGORY = 'Shampoo & Conditioner';
const MAX_PRICE_CENTS = 3000;

test('a new shopper filters, reloads, adds two of a product, signs up, checks out and finds the order @mobile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, '/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Natural Pet Store' })).toBeVisible();

  // Filters: below 768 px the panel starts collapsed behind its disclosure button.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await page.getByLabel('Category', { exact: true }).selectOption(CATEGORY);
  // The price slider by keyboard: $100 down to $30 in $1 steps.
  const maxPrice = page.getByRole('slider', { name: 'Maximum price' });
  await maxPrice.focus();
  for (let i = 0; i < (10_000 - MAX_PRICE_CENTS) / 100; i += 1) await maxPrice.press('ArrowLeft');
  await expect(maxPrice).toHaveAttribute('aria-valuetext', '$30.00');
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/\/store\?category=Shampoo\+%26\+Conditioner&maxPrice=3000$/);
  await expect(page.getByRole('heading', { name: CATEGORY, level: 2 })).toBeVisible();
  const filtered = await listedProducts(page);
  expect(filtered.length).toBeGreaterThan(0);
  for (const item of filtered) expect(item.cents).toBeLessThanOrEqual(MAX_PRICE_CENTS);

  // A reload reads the same filters from the address and shows the same list.
  await page.reload();
  expect(await listedProducts(page)).toEqual(filtered);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue(CATEGORY);

  // The product dialog has its own address.
  const chosen = filtered[0];
  await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: chosen.name }).click();
  await expect(page).toHaveURL(/[?&]product=[0-9a-f-]{36}/);
  const dialog = page.getByRole('dialog', { name: chosen.name });
  await expect(dialog.getByText('(42 reviews)')).toBeVisible();
  const productUrl = page.url();
  await page.reload();
  await expect(dialog.getByText('(42 reviews)')).toBeVisible();
  expect(page.url()).toBe(productUrl);

  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();

  // Closing returns to the filtered list; the navigation's cart icon counts the two (the modal hid it till now).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/store\?category=Shampoo\+%26\+Conditioner&maxPrice=3000$/);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The cart, from the navigation's icon.
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const line = page.getByRole('listitem', { name: chosen.name });
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  const total = `$${((chosen.cents * 2) / 100).toFixed(2)}`;
  await expect(page.getByTestId('cart-subtotal')).toHaveText(total);

  // Checkout as a visitor: sign up first, then back to checkout with the same cart.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcheckout$/);
  await signUpOnAuthScreen(page, uniqueUser());
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(chosen.name)).toBeVisible();
  await expect(summary.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByLabel('Shipping method')).toHaveValue('Standard Shipping');
  await expect(page.getByLabel('Payment method')).toHaveValue('Credit Card');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Shipping address is required')).toBeVisible();
  await page.getByLabel('Address').fill('12 Bark Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State / region').fill('OR');
  await page.getByLabel('ZIP / postal code').fill('97201');
  await page.getByLabel('Country').fill('United States');
  // Square's card form (the emulator's stand-in under npm start): the success test card.
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration date').fill('12/34');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).toMatch(/^#[0-9A-F]{8}$/);
  await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();

  // The dashboard lists the order with its items and total.
  await page.getByRole('link', { name: 'View your orders' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(total, { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  const row = card.getByRole('row').filter({ hasText: chosen.name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
});

test('Back undoes a filter, and Reset returns to /store', async ({ page }) => {
  await open(page, '/store');
  await page.getByRole('button', { name: 'Organic Treats' }).click();
  await expect(page).toHaveURL(/\/store\?category=Organic\+Treats$/);
  await expect(page.getByRole('heading', { name: 'Organic Treats', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { name: 'All products', level: 2 })).toBeVisible();

  await page.goto('/store?petType=Cat&isNew=true');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/store$/);
});
