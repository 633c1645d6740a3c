import type { CurrentUser, OrderDetail } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { cartLine, cartOf, jsonError, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-with-providers';
import CheckoutPage from './checkout-page';

const ORDER_ID = '0b5e1c7a-2d3f-4e5a-8b6c-9d0e1f2a3b4c';
const cart = cartOf([
  cartLine({ productId: 'p1', name: 'Natural Dog Shampoo', unitPrice: 2499, quantity: 2 }),
  cartLine({ productId: 'p6', name: 'Paw Balm', unitPrice: 1299, quantity: 1 }),
]);
const placed: OrderDetail = {
  order: {
    id: ORDER_ID,
    status: 'pending',
    shippingAddress: '12 Bark Street',
    shippingMethod: 'Standard Shipping',
    paymentMethod: 'Credit Card',
    totalAmount: 6297,
    createdAt: '2026-11-23T10:00:00.000Z',
  },
  items: [
    {
      id: 'i1',
      productId: 'p1',
      price: 2499,
      quantity: 2,
      product: { id: 'p1', name: 'Natural Dog Shampoo', imageUrl: null },
    },
    {
      id: 'i2',
      productId: 'p6',
      price: 1299,
      quantity: 1,
      product: { id: 'p6', name: 'Paw Balm', imageUrl: null },
    },
  ],
};

const CONFIG = {
  applicationId: 'emulator-application-id',
  locationId: '',
  sdkUrl: 'http://127.0.0.1:3010/web-payments-sdk.js',
  currency: 'USD',
};
const mockCheckoutApi = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /api/payments/config': () => CONFIG, ...routes });

/** A stand-in for Square's SDK: one card-number field; the token names the digits typed. */
function installSquare({ verification }: { verification?: string } = {}) {
  let tokens = 0;
  window.Square = {
    payments: () => ({
      card: async () => {
        let field: HTMLInputElement | null = null;
        return {
          attach: async (target: string | HTMLElement) => {
            field = document.createElement('input');
            field.setAttribute('aria-label', 'Card number');
            (target as HTMLElement).appendChild(field);
          },
          tokenize: async () => {
            const digits = field?.value.replace(/\D/g, '') ?? '';
            return digits.length < 12
              ? { status: 'Invalid', errors: [{ message: 'Card number is not valid' }] }
              : { status: 'OK', token: `cnon:test-${digits.slice(-4)}-${++tokens}` };
          },
          destroy: async () => true,
        };
      },
      verifyBuyer: async () => ({ token: verification }),
    }),
  };
}

function renderCheckout() {
  return renderRoute(<CheckoutPage />, { path: '/checkout', at: '/checkout' });
}

async function fillAddress(user: UserEvent, { zip = '94110' }: { zip?: string } = {}) {
  await user.type(screen.getByLabelText('Address'), '  12 Bark Street ');
  await user.type(screen.getByLabelText('City'), 'San Francisco');
  await user.type(screen.getByLabelText('State / region'), 'CA');
  await user.type(screen.getByLabelText('ZIP / postal code'), zip);
  await user.type(screen.getByLabelText('Country'), 'United States');
  await user.type(await screen.findByLabelText('Card number'), '4111 1111 1111 1111');
}

type OrderAnswer = Parameters<typeof mockApi>[0][string];

/** The cart and `placeOrder` as the API; the checkout page open with the address and a card filled in. */
async function openFilledCheckout(placeOrder: OrderAnswer) {
  const api = mockCheckoutApi({ 'GET /api/cart': () => cart, 'POST /api/orders': placeOrder });
  renderCheckout();
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Place order' });
  await fillAddress(user);
  return { api, user };
}

/** The order API refusing the first order with `refusal` and placing the next. */
function refusedOnce(refusal: () => Response): OrderAnswer {
  let attempt = 0;
  return () => (++attempt === 1 ? refusal() : Response.json(placed, { status: 201 }));
}

beforeEach(() => {
  installSquare();
  useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
});

describe('checkout', () => {
  it('shows the server-priced summary and the defaults Standard Shipping and Credit Card', async () => {
    mockCheckoutApi({ 'GET /api/cart': () => cart });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$49.98')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$62.97');
    expect(screen.getByLabelText('Shipping method')).toHaveValue('Standard Shipping');
    expect(screen.getByLabelText('Payment method')).toHaveValue('Credit Card');
  });

  it('checks the form with the shared rules and sends nothing while it is invalid', async () => {
    const api = mockCheckoutApi({ 'GET /api/cart': () => cart });
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Shipping address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State / region is required')).toBeInTheDocument();
    expect(screen.getByText('ZIP / postal code is required')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    // Tied to its field for screen readers.
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');

    await fillAddress(user, { zip: '<script>' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('ZIP / postal code may only contain letters, digits, spaces and dashes'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  it('places the order with an idempotency key, then confirms it with its number and a way to the dashboard', async () => {
    const { api, user } = await openFilledCheckout(() => Response.json(placed, { status: 201 }));
    await user.type(screen.getByLabelText('Notes (optional)'), 'Leave by the gate');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' })).toHaveFocus();
    expect(screen.getByTestId('order-number')).toHaveTextContent('#1F2A3B4C');
    expect(screen.getByText('$62.97')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/dashboard');

    const [post] = api.callsTo('POST', '/api/orders');
    expect(post.body).toEqual({
      shippingAddress: '12 Bark Street',
      shippingCity: 'San Francisco',
      shippingState: 'CA',
      shippingZip: '94110',
      shippingCountry: 'United States',
      shippingMethod: 'Standard Shipping',
      paymentMethod: 'Credit Card',
      notes: 'Leave by the gate',
      sourceId: 'cnon:test-1111-1',
    });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("disables 'Place order' while submitting, so a double click sends one request", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, user } = await openFilledCheckout(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.dblClick(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('button', { name: 'Placing order...' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/orders')).toHaveLength(1);
    await act(async () => answer(Response.json(placed, { status: 201 })));
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
  });

  it('shows why an order failed, and a retry of the same details reuses the key', async () => {
    const { api, user } = await openFilledCheckout(
      refusedOnce(() => jsonError(503, 'Store service unavailable')),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Store service unavailable');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-number');
    const [first, second] = api.callsTo('POST', '/api/orders');
    expect(second.headers.get('idempotency-key')).toBe(first.headers.get('idempotency-key'));
  });

  it('a changed address after a refusal is a new attempt with a new key', async () => {
    const { api, user } = await openFilledCheckout(
      refusedOnce(() => jsonError(400, 'Paw Balm is no longer available; remove it from your cart')),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paw Balm is no longer available');
    await user.type(screen.getByLabelText('City'), ' North');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-number');
    const [first, second] = api.callsTo('POST', '/api/orders');
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
  });

  it('takes the card through Square’s form: no card, no order; the bank’s verification token goes along', async () => {
    installSquare({ verification: 'verf:abc' });
    const { api, user } = await openFilledCheckout(() => Response.json(placed, { status: 201 }));
    await user.clear(screen.getByLabelText('Card number'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Card number is not valid');
    expect(api.callsTo('POST', '/api/orders')).toHaveLength(0);
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 3220');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-number');
    expect(api.callsTo('POST', '/api/orders')[0]!.body).toMatchObject({
      sourceId: 'cnon:test-3220-1',
      verificationToken: 'verf:abc',
    });
  });

  it('shows a decline in Square’s words, keeps the cart, and the next card is a new attempt', async () => {
    const { api, user } = await openFilledCheckout(
      refusedOnce(() => jsonError(402, 'Your payment was declined: your card was declined by its bank.')),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment was declined: your card was declined by its bank. Your cart is unchanged; try another card.',
    );
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-number');
    const [first, second] = api.callsTo('POST', '/api/orders');
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
  });

  it('holds checkout while the cart has unavailable lines, and has nothing to order with an empty cart', async () => {
    mockCheckoutApi({ 'GET /api/cart': () => cartOf([cartLine({ available: false })]) });
    const first = renderCheckout();
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Some items in your cart are no longer available.');
    first.unmount();

    mockCheckoutApi({ 'GET /api/cart': () => cartOf([]) });
    renderCheckout();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in (the shell normally redirects before this)', () => {
    useSession.setState({ status: 'anonymous', user: null });
    mockCheckoutApi({ 'GET /api/cart': () => cart });
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fcheckout',
    );
  });
});
