import { useSession } from '@petcora/session';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, mockApi, jsonError } from '../test/mock-api';
import { addressOf, renderRoute } from '../test/render-with-providers';
import StorePage from './store-page';

function renderStore(at = '/store') {
  return renderRoute(<StorePage />, { path: '/store', at });
}

/** The query of the last product-list call. */
function lastListQuery(api: ReturnType<typeof mockApi>): URLSearchParams {
  const calls = api.callsTo('GET', '/api/products');
  return new URLSearchParams(calls[calls.length - 1].url.split('?')[1]);
}

function screenIsWide(matches: boolean) {
  window.matchMedia = jest.fn(() => ({
    matches,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  useSession.setState({ status: 'anonymous', user: null });
  screenIsWide(true);
});

describe('StorePage: the list', () => {
  it('shows four skeleton cards while loading', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderStore();
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);
  });

  it('renders products with prices from cents, badges and the pet type in capitals', async () => {
    const api = mockApi({
      'GET /api/products': () => [
        product({ id: 'a', isNew: true }),
        product({ id: 'b', name: 'Calming Cat Shampoo', price: 1900, petType: 'Cat', isBestseller: true }),
        product({ id: 'c', name: 'Salmon Bites', price: 5, petType: null }),
      ],
    });
    renderStore();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByText('$24.99')).toBeInTheDocument();
    expect(within(grid).getByText('$19.00')).toBeInTheDocument();
    expect(within(grid).getByText('$0.05')).toBeInTheDocument();
    expect(within(grid).getByText('NEW')).toBeInTheDocument();
    expect(within(grid).getByText('BESTSELLER')).toBeInTheDocument();
    expect(within(grid).getByText('CAT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calming Cat Shampoo' })).toBeInTheDocument();
    // The default request: name-asc sent as sortBy + sortOrder, one page and one more to know if there is a next.
    expect(Object.fromEntries(lastListQuery(api))).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
      limit: '13',
      offset: '0',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the spec empty state when nothing matches', async () => {
    mockApi({ 'GET /api/products': () => [] });
    renderStore();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Please check back later for our latest products!')).toBeInTheDocument();
  });

  it('shows an error state with the server message and a retry when the request fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/products': () => (fail ? jsonError(503, 'Store service unavailable') : [product()]),
    });
    renderStore();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the products");
    expect(alert).toHaveTextContent('Store service unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Natural Dog Shampoo' })).toBeInTheDocument();
  });

  it("offers 'Load more' while the server has more, and appends the next page", async () => {
    const page1 = Array.from({ length: 13 }, (_, i) =>
      product({ id: `p${i}`, name: `Product ${String(i).padStart(2, '0')}` }),
    );
    const page2 = [product({ id: 'p12', name: 'Product 12' }), product({ id: 'p13', name: 'Product 13' })];
    const api = mockApi({
      'GET /api/products': ({ url }) =>
        new URL(url, 'http://x').searchParams.get('offset') === '0' ? page1 : page2,
    });
    renderStore();
    await screen.findByRole('heading', { name: 'Product 00' });
    expect(screen.queryByRole('heading', { name: 'Product 12' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Product 13' })).toBeInTheDocument();
    expect(lastListQuery(api).get('offset')).toBe('12');
    expect(screen.getAllByRole('heading', { name: /^Product \d+$/ })).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("has 'Trending Now' with its two items and Learn More to /about", async () => {
    mockApi({ 'GET /api/products': () => [] });
    renderStore();
    const trending = screen.getByRole('region', { name: 'Trending Now' });
    expect(within(trending).getAllByRole('listitem')).toHaveLength(2);
    // The spec's exact name: no extra hidden words (Lighthouse's SEO link-text finding is left; see front-end.md).
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Natural Pet Store');
    await screen.findByText('No products found');
  });
});

describe('StorePage: filters in the address', () => {
  it('reads the filters from the address, so a shared link or a reload shows the same list', async () => {
    const api = mockApi({ 'GET /api/products': () => [product()] });
    renderStore(
      '/store?category=Organic+Treats&petType=Cat&minPrice=500&maxPrice=2500&isNew=true&sortBy=price-desc&search=salmon',
    );
    await screen.findByRole('heading', { name: 'Natural Dog Shampoo' });
    expect(Object.fromEntries(lastListQuery(api))).toEqual({
      category: 'Organic Treats',
      petType: 'Cat',
      search: 'salmon',
      minPrice: '500',
      maxPrice: '2500',
      isNew: 'true',
      sortBy: 'price',
      sortOrder: 'desc',
      limit: '13',
      offset: '0',
    });
    // The form shows what the address says.
    expect(screen.getByLabelText('Category')).toHaveValue('Organic Treats');
    expect(screen.getByLabelText('Search products')).toHaveValue('salmon');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('500');
    expect(screen.getByRole('checkbox', { name: 'New arrivals' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('(5)');
  });

  it('writes the filters to the address only on Apply; Back undoes it; Reset returns to /store', async () => {
    const api = mockApi({ 'GET /api/products': () => [product()] });
    const { router } = renderStore();
    await screen.findByRole('heading', { name: 'Natural Dog Shampoo' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Category'), 'Skincare Solutions');
    await user.selectOptions(screen.getByLabelText('Pet type'), 'Dog');
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '3000' } });
    await user.click(screen.getByRole('checkbox', { name: 'Bestsellers' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    expect(addressOf(router)).toBe('/store');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(addressOf(router)).toBe(
      '/store?category=Skincare+Solutions&petType=Dog&maxPrice=3000&isBestseller=true&sortBy=price-asc',
    );
    await screen.findByRole('heading', { name: 'Skincare Solutions' });
    expect(Object.fromEntries(lastListQuery(api))).toMatchObject({
      category: 'Skincare Solutions',
      petType: 'Dog',
      maxPrice: '3000',
      isBestseller: 'true',
      sortBy: 'price',
      sortOrder: 'asc',
    });

    await act(() => router.navigate(-1));
    expect(addressOf(router)).toBe('/store');
    expect(screen.getByLabelText('Category')).toHaveValue('');

    await act(() => router.navigate('/store?category=Organic+Treats&isNew=true'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(addressOf(router)).toBe('/store');
  });

  it('searches from the search box with Enter', async () => {
    mockApi({ 'GET /api/products': () => [product()] });
    const { router } = renderStore('/store?petType=Cat');
    await user().type(screen.getByLabelText('Search products'), 'lavender{Enter}');
    expect(addressOf(router)).toBe('/store?petType=Cat&search=lavender');
  });

  it('a category tile sets the category and applies it at once, keeping the other filters', async () => {
    mockApi({ 'GET /api/products': () => [product()] });
    const { router } = renderStore('/store?petType=Dog');
    await user().click(screen.getByRole('button', { name: 'Nutritional Supplements' }));
    expect(addressOf(router)).toBe('/store?category=Nutritional+Supplements&petType=Dog');
    expect(screen.getByRole('button', { name: 'Nutritional Supplements' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the filter panel is a disclosure: collapsed below 768 px, open on wide screens', async () => {
    mockApi({ 'GET /api/products': () => [] });
    screenIsWide(false);
    const narrow = renderStore();
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter products' })).not.toBeInTheDocument();
    await user().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Filter products' })).toBeVisible();
    narrow.unmount();

    screenIsWide(true);
    renderStore();
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('No products found');
  });

  it('the price sliders are labelled, keyboard operable in steps of $1 and never cross', async () => {
    mockApi({ 'GET /api/products': () => [] });
    renderStore('/store?minPrice=1000&maxPrice=1100');
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('step', '100');
    expect(min).toHaveAttribute('aria-valuetext', '$10.00');
    fireEvent.change(min, { target: { value: '1500' } });
    expect(min).toHaveValue('1100');
    fireEvent.change(max, { target: { value: '200' } });
    expect(max).toHaveValue('1100');
    await screen.findByText('No products found');
  });
});

function user() {
  return userEvent.setup();
}
