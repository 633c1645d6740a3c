import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonError, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-with-providers';
import WishlistPage from './wishlist-page';

const item = (productId: string, name: string, price: number) => ({
  productId,
  name,
  imageUrl: null,
  price,
  addedAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => {
  useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
});

describe('the wishlist page', () => {
  it("lists the member's saved products, each linking to its product dialog", async () => {
    mockApi({
      'GET /api/wishlist': () => ({ items: [item('p6', 'Paw Balm', 1299), item('p1', 'Dog Shampoo', 2499)] }),
    });
    renderRoute(<WishlistPage />, { path: '/wishlist', at: '/wishlist' });
    const balm = await screen.findByRole('listitem', { name: 'Paw Balm' });
    expect(within(balm).getByText('$12.99')).toBeInTheDocument();
    expect(within(balm).getByRole('link', { name: 'Paw Balm' })).toHaveAttribute('href', '/store?product=p6');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Paw Balm',
      'Dog Shampoo',
    ]);
  });

  it('removes a saved product', async () => {
    let items = [item('p6', 'Paw Balm', 1299)];
    const api = mockApi({
      'GET /api/wishlist': () => ({ items }),
      'DELETE /api/wishlist/p6': () => {
        items = [];
        return { items };
      },
    });
    renderRoute(<WishlistPage />, { path: '/wishlist', at: '/wishlist' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Paw Balm from your wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/wishlist/p6')).toHaveLength(1);
  });

  it('shows an error when the wishlist cannot be read', async () => {
    mockApi({ 'GET /api/wishlist': () => jsonError(503, 'Store service unavailable') });
    renderRoute(<WishlistPage />, { path: '/wishlist', at: '/wishlist' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Store service unavailable');
  });

  it('never asks the server for a visitor', () => {
    useSession.setState({ status: 'anonymous', user: null });
    const api = mockApi({});
    renderRoute(<WishlistPage />, { path: '/wishlist', at: '/wishlist' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fwishlist',
    );
    expect(api.calls).toHaveLength(0);
  });
});
