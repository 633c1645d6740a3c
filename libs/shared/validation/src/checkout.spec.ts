import { CHECKOUT_MESSAGES, CheckoutDto, IDEMPOTENCY_KEY_PATTERN } from './checkout';
import { validateForm } from './validate';

const valid = {
  shippingAddress: '12 Elm Street',
  shippingCity: 'New Haven',
  shippingState: 'CT',
  shippingZip: '06510',
  shippingCountry: 'USA',
  sourceId: 'cnon:card-nonce-ok',
};

describe('CheckoutDto', () => {
  it('accepts an address and a card alone (methods default on the server), or with known methods and notes', async () => {
    expect(await validateForm(CheckoutDto, valid)).toEqual({});
    expect(
      await validateForm(CheckoutDto, {
        ...valid,
        shippingZip: 'SW1A 1AA',
        shippingMethod: 'Express Shipping',
        paymentMethod: 'Credit Card',
        notes: 'x'.repeat(500),
      }),
    ).toEqual({});
  });

  it.each([
    ['shippingAddress', '   ', CHECKOUT_MESSAGES.addressRequired],
    ['shippingAddress', 'x'.repeat(256), CHECKOUT_MESSAGES.addressMax],
    ['shippingAddress', 12, 'Shipping address must be text'],
    ['shippingCity', '', 'City is required'],
    ['shippingCity', 'x'.repeat(101), 'City must be at most 100 characters'],
    ['shippingState', undefined, 'State / region must be text'],
    ['shippingState', 'x'.repeat(101), 'State / region must be at most 100 characters'],
    ['shippingZip', 'x'.repeat(21), 'ZIP / postal code must be at most 20 characters'],
    ['shippingZip', '<b>1</b>', CHECKOUT_MESSAGES.zipFormat],
    ['shippingCountry', ' ', 'Country is required'],
    ['shippingCountry', 'x'.repeat(101), 'Country must be at most 100 characters'],
    ['shippingMethod', 'Teleport', 'Shipping method must be one of Standard Shipping, Express Shipping'],
    ['paymentMethod', 'Bitcoin', 'Payment method must be one of Credit Card'],
    ['notes', 'x'.repeat(501), 'Notes must be at most 500 characters'],
    ['sourceId', undefined, 'Enter your card details'],
    ['sourceId', ' ', 'Enter your card details'],
    ['sourceId', 'cnon:<script>', 'The card details could not be read; enter them again'],
    ['sourceId', 'x'.repeat(513), 'The card details could not be read; enter them again'],
    ['verificationToken', 'verf: x', 'The card verification could not be read; try again'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(CheckoutDto, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('names unavailable products in its message', () => {
    expect(CHECKOUT_MESSAGES.unavailable(['Paw Balm'])).toBe(
      'Paw Balm is no longer available; remove it from your cart',
    );
    expect(CHECKOUT_MESSAGES.unavailable(['A', 'B'])).toBe(
      'A, B are no longer available; remove them from your cart',
    );
  });

  it('accepts UUID idempotency keys and refuses other text', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('6f1c2a9e-8d3b-4a57-9e21-0c4b7d9f1a22')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('a b')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(101))).toBe(false);
  });
});
