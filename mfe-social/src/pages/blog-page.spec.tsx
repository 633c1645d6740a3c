import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../test/mock-api';
import { EMPTY_FEED_PAGE, feedPost, resetUiState, signInAs, signOutVisitor } from '../test/posts';
import { renderWithProviders } from '../test/render-with-providers';
import BlogPage from './blog-page';

jest.mock('../features/live', () => jest.requireActual('../test/live-updates-stub'));

describe('BlogPage', () => {
  beforeEach(() => resetUiState());

  it("members get 'Share Pet Post' opening 'Create Post' and every post newest first", async () => {
    signInAs();
    const fetchMock = mockApi({
      'GET /api/posts': { posts: [feedPost({ content: 'Blog post one' })], hasMore: false },
    });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(await screen.findByText('Blog post one')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts')[0].url).toBe(
      '/api/posts?algorithm=chronological&page=1&limit=10',
    );
    expect(screen.getByTestId('live-updates')).toHaveAttribute(
      'data-key',
      JSON.stringify(['/api/posts', 'feed', 'chronological']),
    );
    expect(screen.queryByRole('region', { name: 'Join our Pet Community' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share Pet Post' }));
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  });

  it('has the five tabs, each with its own list and empty text', async () => {
    signInAs();
    const fetchMock = mockApi({
      'GET /api/posts': EMPTY_FEED_PAGE,
      'GET /api/posts/following': EMPTY_FEED_PAGE,
      'GET /api/posts/trending': EMPTY_FEED_PAGE,
      'GET /api/posts/photos': EMPTY_FEED_PAGE,
      'GET /api/posts/threads': EMPTY_FEED_PAGE,
    });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Posts',
      'Following',
      'Trending',
      'Photos',
      'Threads',
    ]);
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument();
    const expected = [
      ['Following', '/api/posts/following', 'Follow some pet owners to see their posts here!'],
      ['Trending', '/api/posts/trending', 'Nothing is trending yet. Check back soon!'],
      ['Photos', '/api/posts/photos', 'No pet photos found. Be the first to share one!'],
      [
        'Threads',
        '/api/posts/threads',
        "No threads found. Start a thread by toggling the 'Thread' option when posting!",
      ],
    ];
    for (const [tab, path, text] of expected) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
    }
  });

  it("visitors see 'Join our Pet Community', the public Discover list and a sign-in link on Following", async () => {
    signOutVisitor();
    const fetchMock = mockApi({
      'GET /api/posts/recommended': { posts: [feedPost({ content: 'A public post' })], hasMore: false },
    });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    const join = screen.getByRole('region', { name: 'Join our Pet Community' });
    expect(within(join).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fblog',
    );
    expect(screen.queryByRole('button', { name: 'Share Pet Post' })).not.toBeInTheDocument();
    expect(await screen.findByText('A public post')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts')).toHaveLength(0);
    expect(screen.queryByTestId('live-updates')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    const panel = screen.getByRole('tabpanel', { name: 'Following' });
    expect(within(panel).getByText('Sign in to see posts from people you follow')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts/following')).toHaveLength(0);
  });

  it('shows the spec error when a list cannot be read', async () => {
    signInAs();
    mockApi({ 'GET /api/posts': () => Response.json({ message: 'down' }, { status: 503 }) });
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(screen.getAllByTestId('post-placeholder')).toHaveLength(3);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong loading posts.');
    expect(alert).toHaveTextContent('Please try again later.');
  });
});
