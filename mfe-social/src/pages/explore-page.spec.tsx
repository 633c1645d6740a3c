import type { SearchResults } from '@petcora/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/people';
import { feedPost, MAYA, resetUiState, signInAs } from '../test/posts';
import ExplorePage from './explore-page';

const rexPost = feedPost({ id: 'p-rex', content: 'Rex loves the beach' });
const catPost = feedPost({ id: 'p-cat', content: 'Whiskers naps in a box' });

function results(overrides: Partial<SearchResults> = {}): SearchResults {
  return { users: [], posts: [], products: [], hasMore: false, ...overrides };
}

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const location = () => screen.getByTestId('location').textContent;
const show = (route = '/explore') => renderRoutes({ '/explore': <ExplorePage /> }, { route });

describe('ExplorePage', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it('lists trending posts without a query, with the search box, chips and All pressed', async () => {
    const api = mockApi({
      'GET /api/posts/trending': { posts: [rexPost], hasMore: false, nextCursor: null },
    });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search pets, products, or people')).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Filter by pet type' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Dogs', 'Cats', 'Fish', 'Birds']);
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(await screen.findByText('Rex loves the beach')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/posts/trending')[0].url).toBe('/api/posts/trending?limit=10');
  });

  it("says 'No posts yet' when there is nothing to list", async () => {
    mockApi({ 'GET /api/posts/trending': { posts: [], hasMore: false, nextCursor: null } });
    show();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('loads more trending posts with the cursor', async () => {
    const api = mockApi({
      'GET /api/posts/trending': ({ url }: { url: string }) =>
        Response.json(
          paramsOf(url).cursor === 'c2'
            ? { posts: [catPost], hasMore: false, nextCursor: null }
            : { posts: [rexPost], hasMore: true, nextCursor: 'c2' },
        ),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Whiskers naps in a box')).toBeInTheDocument();
    expect(screen.getByText('Rex loves the beach')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/posts/trending').map((call) => paramsOf(call.url).cursor)).toEqual([
      undefined,
      'c2',
    ]);
  });

  it('a chip filters the no-query list by pet type and goes into the address', async () => {
    const api = mockApi({
      'GET /api/posts/trending': { posts: [rexPost], hasMore: false, nextCursor: null },
      'GET /api/search/all': results({ posts: [catPost] }),
    });
    show();
    await screen.findByText('Rex loves the beach');
    fireEvent.click(screen.getByRole('button', { name: 'Cats' }));
    expect(await screen.findByText('Whiskers naps in a box')).toBeInTheDocument();
    expect(screen.queryByText('Rex loves the beach')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cats' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(location()).toBe('/explore?type=cat');
    expect(paramsOf(callsTo(api, 'GET', '/api/search/all')[0].url)).toEqual({
      q: '',
      page: '1',
      limit: '10',
      petType: 'cat',
    });
  });

  it('searches as you type after a pause, once, and shows People, Posts and Products', async () => {
    const api = mockApi({
      'GET /api/posts/trending': { posts: [], hasMore: false, nextCursor: null },
      'GET /api/search/all': results({
        users: [
          { id: 'u-rex', username: 'rex', displayName: 'Rex Owner', profileImageUrl: null, isVerified: true },
        ],
        posts: [rexPost],
        products: [{ id: 'pr1', name: 'Oat Bath Shampoo', imageUrl: '/media/store/oat.webp', price: 2499 }],
      }),
    });
    show();
    const box = screen.getByPlaceholderText('Search pets, products, or people');
    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 're' } });
    fireEvent.change(box, { target: { value: 'rex' } });
    expect(callsTo(api, 'GET', '/api/search/all')).toHaveLength(0);
    await waitFor(() => expect(location()).toBe('/explore?q=rex'));
    const people = await screen.findByRole('region', { name: 'People' });
    const rex = within(people).getByRole('link', { name: /Rex Owner/ });
    expect(rex).toHaveAttribute('href', '/profile/rex');
    expect(rex).toHaveTextContent('@rex');
    expect(within(rex).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Posts' })).getByText('Rex loves the beach'),
    ).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('img', { name: 'Oat Bath Shampoo' })).toHaveAttribute(
      'src',
      '/media/store/oat.webp',
    );
    expect(within(products).getByText('$24.99')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/search/all').map((call) => paramsOf(call.url))).toEqual([
      { q: 'rex', page: '1', limit: '10' },
    ]);
  });

  it("shows 'No results found' / 'Try searching for something else' when nothing matches", async () => {
    mockApi({ 'GET /api/search/all': results() });
    show('/explore?q=zzzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try searching for something else')).toBeInTheDocument();
  });

  it('restores a shared link: the box holds the query, the chip is pressed, the search carries both', async () => {
    const api = mockApi({ 'GET /api/search/all': results({ posts: [catPost] }) });
    show('/explore?q=box&type=cat');
    expect(screen.getByPlaceholderText('Search pets, products, or people')).toHaveValue('box');
    expect(screen.getByRole('button', { name: 'Cats' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Whiskers naps in a box')).toBeInTheDocument();
    expect(paramsOf(callsTo(api, 'GET', '/api/search/all')[0].url)).toMatchObject({
      q: 'box',
      petType: 'cat',
    });
  });

  it('ignores an unknown type in the address (All)', async () => {
    mockApi({ 'GET /api/posts/trending': { posts: [], hasMore: false, nextCursor: null } });
    show('/explore?type=dragon');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('Load more asks for the next page and keeps what was shown', async () => {
    const api = mockApi({
      'GET /api/search/all': ({ url }: { url: string }) =>
        Response.json(
          paramsOf(url).page === '2'
            ? results({ posts: [catPost] })
            : results({ posts: [rexPost], hasMore: true }),
        ),
    });
    show('/explore?q=pets');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Whiskers naps in a box')).toBeInTheDocument();
    expect(screen.getByText('Rex loves the beach')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/search/all').map((call) => paramsOf(call.url).page)).toEqual(['1', '2']);
  });

  it('the clear button empties the box at once, keeps the focus there and returns to the post list', async () => {
    mockApi({
      'GET /api/search/all': results({ posts: [catPost] }),
      'GET /api/posts/trending': { posts: [rexPost], hasMore: false, nextCursor: null },
    });
    show('/explore?q=box');
    await screen.findByText('Whiskers naps in a box');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const box = screen.getByPlaceholderText('Search pets, products, or people');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(location()).toBe('/explore');
    expect(await screen.findByText('Rex loves the beach')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('Enter searches at once; the text is trimmed and cut to 200 characters', async () => {
    const api = mockApi({ 'GET /api/search/all': results() });
    show();
    const box = screen.getByPlaceholderText('Search pets, products, or people');
    expect(box).toHaveAttribute('maxLength', '200');
    fireEvent.change(box, { target: { value: `  ${'a'.repeat(250)}  ` } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/search/all')).toHaveLength(1));
    expect(paramsOf(callsTo(api, 'GET', '/api/search/all')[0].url).q).toBe('a'.repeat(200));
    // The pending debounce was dropped: still one call after the pause.
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(callsTo(api, 'GET', '/api/search/all')).toHaveLength(1);
  });

  it('sends hostile text as a query value only', async () => {
    const api = mockApi({ 'GET /api/search/all': results() });
    show(`/explore?q=${encodeURIComponent("a&petType=dog#%_'\\")}`);
    await screen.findByText('No results found');
    const url = callsTo(api, 'GET', '/api/search/all')[0].url;
    expect(paramsOf(url)).toEqual({ q: "a&petType=dog#%_'\\", page: '1', limit: '10' });
  });

  it("shows the server's message when search fails", async () => {
    mockApi({
      'GET /api/search/all': () =>
        Response.json({ message: 'Search is unavailable. Please try again shortly.' }, { status: 503 }),
    });
    show('/explore?q=rex');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search is unavailable. Please try again shortly.',
    );
  });
});
