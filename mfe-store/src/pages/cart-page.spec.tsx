import { CART_COUNT_HINT_KEY, type CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartButton } from '../features/cart/components/cart-button';
import { cartLine, cartOf, jsonError, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-with-providers';
import CartPage from './cart-page';

const shampoo = cartLine({ productId: 'p1', name: 'Natural Dog Shampoo', unitPrice: 2499, quantity: 2 });
const balm = cartLine({ productId: 'p6', name: 'Paw Balm', unitPrice: 1299, quantity: 1 });

beforeEach(() => {
  useSession.setState({ status: 'anonymous', user: null });
  useToastStore.setState({ current: null });
  sessionStorage.clear();
});

describe('the cart page', () => {
  it('lists the lines with their prices and the subtotal', async () => {
    mockApi({ 'GET /api/cart': () => cartOf([shampoo, balm]) });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Natural Dog Shampoo' });
    expect(within(line).getByText('$24.99 each')).toBeInTheDocument();
    expect(within(line).getByText('$49.98')).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of Natural Dog Shampoo' })).toHaveValue(2);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$62.97');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
  });

  it('changes a quantity on the server and shows the new totals', async () => {
    const api = mockApi({
      'GET /api/cart': () => cartOf([shampoo, balm]),
      'PATCH /api/cart/items/p6': () =>
        cartOf([shampoo, cartLine({ ...balm, quantity: 2, lineTotal: 2598 })]),
    });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Paw Balm' });
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity of paw balm' }));
    expect(await screen.findByText('$75.96')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/cart/items/p6')[0].body).toEqual({ quantity: 2 });
  });

  it('removes a line', async () => {
    const api = mockApi({
      'GET /api/cart': () => cartOf([shampoo, balm]),
      'DELETE /api/cart/items/p1': () => cartOf([balm]),
    });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Natural Dog Shampoo' }));
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Natural Dog Shampoo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$12.99');
    expect(api.callsTo('DELETE', '/api/cart/items/p1')).toHaveLength(1);
  });

  it('marks unavailable lines and holds checkout until they are removed', async () => {
    mockApi({
      'GET /api/cart': () => cartOf([shampoo, cartLine({ ...balm, available: false })]),
    });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    const line = await screen.findByRole('listitem', { name: 'Paw Balm' });
    expect(within(line).getByText('No longer available')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$49.98');
    expect(screen.getByRole('alert')).toHaveTextContent('Remove the unavailable item before checking out.');
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in on Checkout, coming back to /checkout', async () => {
    mockApi({ 'GET /api/cart': () => cartOf([shampoo]) });
    const { router } = renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/auth?returnTo=%2Fcheckout');
    await userEvent.click(checkout);
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/checkout');
  });

  it('takes a member straight to /checkout', async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
    mockApi({ 'GET /api/cart': () => cartOf([shampoo]) });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the empty cart with a way back to the store', async () => {
    mockApi({ 'GET /api/cart': () => cartOf([]) });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Store' })).toHaveAttribute('href', '/store');
  });

  it('shows an error when the cart cannot be read', async () => {
    mockApi({ 'GET /api/cart': () => jsonError(503, 'Store service unavailable') });
    renderRoute(<CartPage />, { path: '/cart', at: '/cart' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Store service unavailable');
  });
});

describe('the navigation cart icon', () => {
  it('names the number of items and links to the cart', async () => {
    mockApi({ 'GET /api/cart': () => cartOf([shampoo, balm]) });
    renderRoute(<CartButton />, { path: '/', at: '/' });
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it("leaves the visitor's item count for the shell (CART_COUNT_HINT_KEY), and clears it once the cart is empty", async () => {
    localStorage.removeItem(CART_COUNT_HINT_KEY);
    mockApi({ 'GET /api/cart': () => cartOf([shampoo, balm]) });
    const { unmount } = renderRoute(<CartButton />, { path: '/', at: '/' });
    await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(localStorage.getItem(CART_COUNT_HINT_KEY)).toBe('3');
    unmount();

    mockApi({ 'GET /api/cart': () => cartOf([]) });
    renderRoute(<CartButton />, { path: '/', at: '/' });
    await waitFor(() => expect(localStorage.getItem(CART_COUNT_HINT_KEY)).toBeNull());
  });

  it("leaves no hint for a member's cart (the shell always loads the icon for members)", async () => {
    localStorage.removeItem(CART_COUNT_HINT_KEY);
    useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
    mockApi({ 'GET /api/cart': () => cartOf([balm]) });
    renderRoute(<CartButton />, { path: '/', at: '/' });
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(localStorage.getItem(CART_COUNT_HINT_KEY)).toBeNull();
  });

  it('waits for the session before reading the cart, then reads the member cart', async () => {
    useSession.setState({ status: 'loading', user: null });
    const api = mockApi({ 'GET /api/cart': () => cartOf([balm]) });
    renderRoute(<CartButton />, { path: '/', at: '/' });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    act(() =>
      useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser }),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
