import { provideRemoteModuleLoader } from '@petcora/ui/remote-module';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { mockApi } from '../../../../test/mock-api';
import { feedPost, resetUiState, signInAs } from '../../../../test/posts';
import { FeedList } from '../feed-list';

const PRODUCT = '22222222-2222-4222-8222-222222222222';
const PET = '33333333-3333-4333-8333-333333333333';

describe('tagged products and pets on a post card', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
  });

  it('shows chips with picture, name and current price, and pet names linking to their pages', async () => {
    mockApi({
      'GET /api/posts': {
        posts: [
          feedPost({
            products: [
              {
                id: PRODUCT,
                name: 'Oatmeal Shampoo',
                price: 1899,
                imageUrl: '/p/shampoo.webp',
                petType: 'Dog',
              },
            ],
            pets: [{ id: PET, name: 'Luna', species: 'cat' }],
          }),
        ],
        hasMore: false,
      },
    });
    renderWithProviders(<FeedList kind="chronological" label="Posts" empty="No posts" />);
    const chips = await screen.findByRole('list', { name: 'Products in this post' });
    const chip = within(chips).getByRole('button', { name: /Oatmeal Shampoo/ });
    expect(chip).toHaveTextContent('$18.99');
    expect(chip.querySelector('img')).toHaveAttribute('src', '/p/shampoo.webp');
    const post = feedPost();
    expect(screen.getByRole('link', { name: 'Luna' })).toHaveAttribute(
      'href',
      `/user/${post.username}/pets/${PET}`,
    );
  });

  it("a chip opens the store remote's product dialog in place", async () => {
    const loader = jest.fn(async () => ({ productId }: { productId: string | null }) => (
      <div role="dialog" aria-label="Store product">
        {productId}
      </div>
    ));
    provideRemoteModuleLoader(loader as never);
    mockApi({
      'GET /api/posts': {
        posts: [
          feedPost({
            products: [{ id: PRODUCT, name: 'Oatmeal Shampoo', price: 1899, imageUrl: null, petType: null }],
          }),
        ],
        hasMore: false,
      },
    });
    renderWithProviders(<FeedList kind="chronological" label="Posts" empty="No posts" />);
    expect(loader).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /Oatmeal Shampoo/ }));
    expect(await screen.findByRole('dialog', { name: 'Store product' })).toHaveTextContent(PRODUCT);
    expect(loader).toHaveBeenCalledWith('store', 'ProductDialog');
  });

  it('a post without tags shows neither list', async () => {
    mockApi({ 'GET /api/posts': { posts: [feedPost()], hasMore: false } });
    renderWithProviders(<FeedList kind="chronological" label="Posts" empty="No posts" />);
    await screen.findByRole('button', { name: 'Like' });
    expect(screen.queryByRole('list', { name: 'Products in this post' })).not.toBeInTheDocument();
  });
});
