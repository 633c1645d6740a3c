import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOf, mockApi, product } from '../test/mock-api';
import { renderRoute } from '../test/render-with-providers';
import StorePage from './store-page';

const catShampoo = product({
  id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000011',
  name: 'Natural Cat Shampoo',
  petType: 'Cat',
  isBestseller: true,
});
const dogShampoo = product({
  id: '7a1c0d2e-3f40-4b5c-9d6e-8f0000000012',
  name: 'Natural Dog Shampoo',
  petType: 'Dog',
});
const POST = '7a1c0d2e-3f40-4b5c-9d6e-8f00000000aa';

function storeApi(petTypes: string | null) {
  return mockApi({
    'GET /api/products': ({ url }) =>
      url.includes('forPetsOf=me')
        ? Response.json([catShampoo, dogShampoo], { headers: { 'X-For-Pet-Types': petTypes ?? '' } })
        : [dogShampoo, catShampoo],
    [`GET /api/products/${catShampoo.id}`]: () => catShampoo,
    [`GET /api/products/${catShampoo.id}/posts`]: () => ({
      posts: [
        {
          id: POST,
          username: 'maya',
          user: { displayName: 'Maya' },
          content: 'Bath day for Miso',
          images: [{ url: '/media/social/bath.webp', alt: 'Miso after her bath' }],
        },
      ],
      hasMore: false,
    }),
    'GET /api/cart': () => cartOf([]),
    'GET /api/wishlist': () => ({ items: [] }),
  });
}

beforeEach(() => {
  useToastStore.setState({ current: null });
  window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
});

describe("the store's shoppable parts", () => {
  it("shows 'For your pets' with the member's pets' products", async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
    const api = storeApi('cat');
    renderRoute(<StorePage />, { path: '/store', at: '/store' });
    const section = await screen.findByRole('region', { name: 'For your pets' });
    expect(within(section).getByRole('link', { name: 'Natural Cat Shampoo' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Natural Dog Shampoo' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('forPetsOf=me'))).toBe(true);
  });

  it("shows no 'For your pets' to a member without pets or a visitor", async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u1', username: 'maya' } as CurrentUser });
    storeApi('');
    const { unmount } = renderRoute(<StorePage />, { path: '/store', at: '/store' });
    await screen.findAllByRole('link', { name: 'Natural Cat Shampoo' });
    expect(screen.queryByRole('region', { name: 'For your pets' })).not.toBeInTheDocument();
    unmount();
    useSession.setState({ status: 'anonymous', user: null });
    const api = storeApi('cat');
    renderRoute(<StorePage />, { path: '/store', at: '/store' });
    await screen.findAllByRole('link', { name: 'Natural Cat Shampoo' });
    expect(screen.queryByRole('region', { name: 'For your pets' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('forPetsOf=me'))).toBe(false);
  });

  it("the product dialog shows 'From the community' with a link to the product's posts in explore", async () => {
    useSession.setState({ status: 'anonymous', user: null });
    storeApi(null);
    renderRoute(<StorePage />, { path: '/store', at: `/store?product=${catShampoo.id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Natural Cat Shampoo' });
    const community = await within(dialog).findByRole('region', { name: 'From the community' });
    expect(await within(community).findByRole('img', { name: 'Miso after her bath' })).toBeInTheDocument();
    expect(within(community).getByRole('link', { name: 'See all posts in explore' })).toHaveAttribute(
      'href',
      `/explore?product=${catShampoo.id}`,
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
  });
});
