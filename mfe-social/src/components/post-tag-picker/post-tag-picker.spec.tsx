import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { callsTo, mockApi } from '../../test/mock-api';
import { feedPost, resetUiState, signInAs } from '../../test/posts';
import { CreatePostDialog } from '../../features/feed/components/composer/create-post-dialog';

const product = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Shampoo ${n}`,
  price: 1000 + n,
  imageUrl: null,
  petType: 'Dog',
});
const LUNA = { id: '44444444-4444-4444-8444-444444444444', name: 'Luna', species: 'cat' };

describe("the composer's 'Tag products' and pet tags", () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
  });

  it('searches the catalogue as you type, tags at most 3 products and the member’s pets, and sends their ids', async () => {
    const fetchMock = mockApi({
      'GET /api/products': [product(1), product(2), product(3), product(4)],
      'GET /api/users/me/pets': { pets: [LUNA] },
      'POST /api/posts': () => Response.json(feedPost(), { status: 201 }),
    });
    renderWithProviders(<CreatePostDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: "What's happening with your pet?" }), {
      target: { value: 'Bath day' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tag products' }));
    fireEvent.change(within(dialog).getByLabelText('Search products'), { target: { value: 'sham' } });
    await within(dialog).findByRole('list', { name: 'Matching products' });
    expect(callsTo(fetchMock, 'GET', '/api/products')[0].url).toContain('search=sham');
    for (const n of [1, 2, 3]) {
      fireEvent.change(within(dialog).getByLabelText('Search products'), { target: { value: `sham${n}` } });
      const matches = await within(dialog).findByRole('list', { name: 'Matching products' });
      fireEvent.click(await within(matches).findByRole('button', { name: new RegExp(`Shampoo ${n}`) }));
    }
    const tagged = within(dialog).getByRole('list', { name: 'Tagged products' });
    expect(within(tagged).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByLabelText('Search products')).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Luna' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/posts')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/posts')[0].init?.body))).toMatchObject({
      content: 'Bath day',
      productIds: [product(1).id, product(2).id, product(3).id],
      petIds: [LUNA.id],
    });
  });
});
