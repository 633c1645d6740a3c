import type { Product } from '@petcora/contracts';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import StorePage from './store-page';

function product(overrides: Partial<Product>): Product {
  return {
    id: 'p1',
    name: 'Natural Dog Shampoo',
    description: 'Oat and aloe',
    price: 2499,
    imageUrl: null,
    category: 'Shampoo & Conditioner',
    petType: 'Dog',
    featured: false,
    isNew: false,
    isBestseller: false,
    attributes: null,
    squareItemId: null,
    lastSyncedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function serve(body: unknown, status = 200) {
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify(body), { status }),
  ) as unknown as typeof fetch;
}

describe('StorePage', () => {
  it('shows four skeleton cards while loading', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderWithProviders(<StorePage />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);
  });

  it('renders products with prices from cents, badges and the pet type in capitals', async () => {
    serve([
      product({ id: 'a', isNew: true }),
      product({ id: 'b', name: 'Calming Cat Shampoo', price: 1900, petType: 'Cat', isBestseller: true }),
      product({ id: 'c', name: 'Salmon Bites', price: 5, petType: null }),
    ]);
    renderWithProviders(<StorePage />);
    expect(await screen.findByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('$19.00')).toBeInTheDocument();
    expect(screen.getByText('$0.05')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('BESTSELLER')).toBeInTheDocument();
    expect(screen.getByText('CAT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calming Cat Shampoo' })).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith(
      '/api/products',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('shows the empty state when there are no products', async () => {
    serve([]);
    renderWithProviders(<StorePage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Please check back later for our latest products!')).toBeInTheDocument();
  });

  it('shows an error state when the request fails', async () => {
    serve({ message: 'Store service unavailable' }, 503);
    renderWithProviders(<StorePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the products");
  });
});
