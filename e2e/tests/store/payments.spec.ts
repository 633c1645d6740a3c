import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughApi, signUpThroughApi, uniqueUser } from '../support';
import { newestMail } from '../account/mail-inbox';
import { rejectCookieBanner } from '../shell/helpers';

/** Square's test cards, as the emulator's card form (and Square's sandbox) take them. */
const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINE_CARD = '4000 0000 0000 0002';

async function open(page: Page, path: string) {
  await page.goto(path);
  await rejectCookieBanner(page);
}

/** Adds the first product of the store to the cart through its dialog. */
async function addFirstProduct(page: Page) {
  await open(page, '/store');
  const grid = page.getByRole('list', { name: 'Products' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await grid.getByRole('listitem').first().getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function checkOut(page: Page, card: string) {
  await open(page, '/checkout');
  await page.getByLabel('Address').fill('12 Bark Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State / region').fill('OR');
  await page.getByLabel('ZIP / postal code').fill('97201');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date').fill('12/34');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
}

test('the decline card shows the decline and keeps the cart @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page, uniqueUser());
  await addFirstProduct(page);
  await checkOut(page, DECLINE_CARD);
  await expect(page.getByRole('alert')).toContainText('Your payment was declined');
  await expect(page.getByRole('alert')).toContainText('Your cart is unchanged');
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
});

test('a shopper pays with the success card, an admin ships the order with tracking, the shopper sees it @mobile', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const shopper = uniqueUser();
  await signUpThroughApi(page, shopper);
  await addFirstProduct(page);
  await checkOut(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  await expect(page.getByText(/status processing/)).toBeVisible();

  // The confirmation e-mail reaches the shopper's inbox once the payment completed.
  const confirmation = await newestMail(page.request, {
    to: shopper.email,
    subject: new RegExp(`order ${orderNumber} is confirmed$`),
  });
  expect(confirmation.text).toContain(orderNumber);

  // Paid, with the card's brand and last four, in the dashboard.
  await page.getByRole('link', { name: 'View your orders' }).click();
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card.getByText('Processing')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByText('Visa ending in 1111')).toBeVisible();
  await expect(card.getByTestId('payment-state')).toHaveText('Paid');

  // An admin, in a browser of their own, marks it shipped with a tracking number.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, DEMO_ADMIN);
  await open(admin, '/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = admin.getByRole('row', { name: `Order ${orderNumber}` });
  await row.getByRole('button', { name: 'Manage' }).click();
  const ship = admin.getByRole('form', { name: `Ship order ${orderNumber.replace('#', '')}` });
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.getByText('Saved. The member has been e-mailed.')).toBeVisible();
  await adminContext.close();

  // The member sees the carrier and tracking number on the order.
  await page.reload();
  await rejectCookieBanner(page);
  const shipped = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(shipped.getByText('Shipped')).toBeVisible();
  await shipped.getByRole('button', { name: 'View Details' }).click();
  await expect(shipped.getByText('UPS')).toBeVisible();
  await expect(shipped.getByTestId('tracking-number')).toHaveText('1Z999AA10123456784');
});
