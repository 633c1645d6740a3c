import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../test/mock-api';
import { EMPTY_FEED_PAGE, feedPost, resetUiState, signInAs, signOutVisitor } from '../test/posts';
import { renderWithProviders } from '../test/render-with-providers';
import TimelinePage from './timeline-page';

jest.mock('../features/live', () => jest.requireActual('../test/live-updates-stub'));

describe('TimelinePage', () => {
  beforeEach(() => resetUiState());

  it('reads each tab from its list, with its own loading text and empty state', async () => {
    signInAs();
    const fetchMock = mockApi({
      'GET /api/posts': EMPTY_FEED_PAGE,
      'GET /api/posts/trending': EMPTY_FEED_PAGE,
      'GET /api/posts/recommended': EMPTY_FEED_PAGE,
    });
    renderWithProviders(<TimelinePage />, { route: '/timeline' });
    expect(screen.getByRole('region', { name: 'Share a Pet Moment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your timeline...');
    expect(
      await screen.findByText(
        'Your timeline is empty. Follow some pet owners or share a moment to get started!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('live-updates')).toHaveAttribute(
      'data-key',
      JSON.stringify(['/api/posts', 'feed', 'timeline']),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(await screen.findByText('Nothing is trending yet. Check back soon!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Discover' }));
    expect(await screen.findByText('No posts to discover yet. Check back soon!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument();
    expect(screen.getByTestId('live-updates')).toHaveAttribute(
      'data-key',
      JSON.stringify(['/api/posts', 'feed', 'chronological']),
    );
    expect(callsTo(fetchMock, 'GET', '/api/posts').map((call) => call.url)).toEqual([
      '/api/posts?algorithm=timeline&page=1&limit=10',
      '/api/posts?algorithm=chronological&page=1&limit=10',
    ]);
    expect(callsTo(fetchMock, 'GET', '/api/posts/recommended')).toHaveLength(1);
  });

  it('shows a shared moment without reloading the page: the open feed is read again', async () => {
    signInAs();
    let posts = [feedPost({ id: 'old', content: 'An older moment' })];
    const fetchMock = mockApi({
      'GET /api/posts': () => Response.json({ posts, hasMore: false }),
      'POST /api/posts': () => {
        posts = [feedPost({ id: 'new', content: 'Biscuit at the beach' }), ...posts];
        return Response.json(posts[0], { status: 201 });
      },
    });
    renderWithProviders(<TimelinePage />, { route: '/timeline' });
    await screen.findByText('An older moment');
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption' }), 'Biscuit at the beach');
    await userEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    const feed = screen.getByRole('feed', { name: 'For You posts' });
    expect(await within(feed).findByText('Biscuit at the beach')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/posts')).toHaveLength(2));
  });

  it('asks visitors to sign in for For You and Latest, and shows them the public lists', async () => {
    signOutVisitor();
    const fetchMock = mockApi({ 'GET /api/posts/trending': { posts: [feedPost()], hasMore: false } });
    renderWithProviders(<TimelinePage />, { route: '/timeline' });
    const panel = screen.getByRole('tabpanel', { name: 'For You' });
    expect(within(panel).getByText('Sign in to see your timeline')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Ftimeline',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Latest' }));
    expect(screen.getByText('Sign in to see your timeline')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts')).toHaveLength(0);
  });

  it('opens the tab named in the address', async () => {
    signInAs();
    const fetchMock = mockApi({ 'GET /api/posts/recommended': EMPTY_FEED_PAGE });
    renderWithProviders(<TimelinePage />, { route: '/timeline?tab=discover' });
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Finding posts to discover...');
    await screen.findByText('No posts to discover yet. Check back soon!');
    expect(callsTo(fetchMock, 'GET', '/api/posts')).toHaveLength(0);
  });
});
