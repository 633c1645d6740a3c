import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLine, cartOf, jsonError, mockApi, product } from '../test/mock-api';
import { addressOf, renderRoute } from '../test/render-with-providers';
import StorePage from './store-page';

const shampoo = product({
  id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000001',
  isBestseller: true,
  attributes: { features: ['Oatmeal and aloe vera', 'Soap-free, pH balanced'] },
});
const balm = product({ id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000006', name: 'Paw Balm', price: 1299 });

function storeApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/products': () => [shampoo, balm],
    [`GET /api/products/${shampoo.id}`]: () => shampoo,
    [`GET /api/products/${balm.id}`]: () => balm,
    'GET /api/cart': () => cartOf([]),
    'GET /api/wishlist': () => ({ items: [] }),
    ...overrides,
  });
}

beforeEach(() => {
  useSession.setState({ status: 'anonymous', user: null });
  useToastStore.setState({ current: null });
  window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
});

describe('the product dialog', () => {
  it('opens from a card at its own address over the filtered list, and closing returns to that list', async () => {
    storeApi();
    const { router } = renderRoute(<StorePage />, {
      path: '/store',
      at: '/store?category=Shampoo+%26+Conditioner',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Paw Balm' }));
    expect(addressOf(router)).toBe(`/store?category=Shampoo+%26+Conditioner&product=${balm.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Paw Balm' });
    expect(within(dialog).getByText('$12.99')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addressOf(router)).toBe('/store?category=Shampoo+%26+Conditioner');
    // Closing went Back: the entry before the dialog, not a new one.
    expect(router.state.historyAction).toBe('POP');
  });

  it("opens directly from a link, with five stars, '(42 reviews)', description and features", async () => {
    const api = storeApi();
    const { router } = renderRoute(<StorePage />, { path: '/store', at: `/store?product=${shampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    expect(
      within(dialog).getByRole('img', { name: 'Rated 5 out of 5 stars' }).querySelectorAll('svg'),
    ).toHaveLength(5);
    expect(within(dialog).getByText('(42 reviews)')).toBeInTheDocument();
    expect(within(dialog).getByText('Oat and aloe')).toBeInTheDocument();
    expect(within(dialog).getByText('BESTSELLER')).toBeInTheDocument();
    expect(within(dialog).getByText('DOG')).toBeInTheDocument();
    const features = within(dialog).getByRole('region', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Oatmeal and aloe vera', 'Soap-free, pH balanced']);
    expect(api.callsTo('GET', `/api/products/${shampoo.id}`)).toHaveLength(1);

    // No list entry behind it: closing drops the parameter in place.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(addressOf(router)).toBe('/store');
  });

  it('says so when the linked product does not exist (or the id is not one)', async () => {
    storeApi({ 'GET /api/products/nope': () => jsonError(400, 'Validation failed (uuid is expected)') });
    renderRoute(<StorePage />, { path: '/store', at: '/store?product=nope' });
    const dialog = await screen.findByRole('dialog', { name: 'Product not found' });
    expect(dialog).toHaveTextContent('This product is no longer in our store.');
  });

  it('quantity starts at 1, never goes below 1 and steps by 1', async () => {
    storeApi();
    renderRoute(<StorePage />, { path: '/store', at: `/store?product=${shampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('step', '1');
    expect(quantity).toHaveAttribute('max', '99');
    expect(within(dialog).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.tab();
    expect(quantity).toHaveValue(99);
  });

  it("'Add to Cart' adds the chosen quantity for a visitor and says so", async () => {
    const api = storeApi({
      'POST /api/cart/items': () => cartOf([cartLine({ productId: shampoo.id, quantity: 2 })]),
    });
    renderRoute(<StorePage />, { path: '/store', at: `/store?product=${shampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('2 × Natural Dog Shampoo')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/cart/items')[0].body).toEqual({ productId: shampoo.id, quantity: 2 });
  });

  it("'Add to Cart' failing shows the server's reason", async () => {
    storeApi({ 'POST /api/cart/items': () => jsonError(400, 'A cart holds at most 99 of one product') });
    renderRoute(<StorePage />, { path: '/store', at: `/store?product=${shampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Could not add to cart')).toBeInTheDocument();
    expect(screen.getByText('A cart holds at most 99 of one product')).toBeInTheDocument();
  });

  it("'Add to Wishlist' asks a visitor to sign in, coming back to this product", async () => {
    const api = storeApi();
    renderRoute(<StorePage />, { path: '/store', at: `/store?product=${shampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Wishlist' }));
    const prompt = within(dialog).getByRole('alert');
    expect(prompt).toHaveTextContent('Sign in required');
    expect(within(prompt).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent(`/store?product=${shampoo.id}`)}`,
    );
    expect(api.callsTo('POST', '/api/wishlist')).toHaveLength(0);
  });

  it("'Add to Wishlist' saves the product for a member", async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
    let saved = false;
    const api = storeApi({
      'GET /api/wishlist': () => ({
        items: saved
          ? [
              {
                productId: shampoo.id,
                name: shampoo.name,
                imageUrl: null,
                price: 2499,
                addedAt: '2026-01-01',
              },
            ]
          : [],
      }),
      'POST /api/wishlist': () => {
        saved = true;
        return { items: [] };
      },
    });
    renderRoute(<StorePage />, { path: '/store', at: `/store?product=${shampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/wishlist')[0].body).toEqual({ productId: shampoo.id });
    expect(await within(dialog).findByRole('button', { name: 'In your wishlist' })).toBeDisabled();
  });

  it('Back closes a dialog opened from the list', async () => {
    storeApi();
    const { router } = renderRoute(<StorePage />, { path: '/store', at: '/store' });
    await userEvent.click(await screen.findByRole('link', { name: 'Natural Dog Shampoo' }));
    await screen.findByRole('dialog', { name: 'Natural Dog Shampoo' });
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
