import type { CurrentUser, FeedPost } from '@petcora/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SAMPLE_POSTS } from '../features/feed/sample-posts';
import { callsTo, mockApi, type Route as ApiRoute } from '../test/mock-api';
import { feedPost, resetUiState, signInAs, signOutVisitor } from '../test/posts';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityPage from './community-page';

jest.mock('../features/live', () => jest.requireActual('../test/live-updates-stub'));

const serverPost: FeedPost = feedPost({
  id: 'server-1',
  user: {
    id: 'u9',
    username: 'rex',
    displayName: 'Rex Owner',
    profileImageUrl: '/uploads/rex.webp',
    isVerified: false,
  },
  username: 'rex',
  content: 'Rex found a stick the size of a tree.',
  likesCount: 7,
  imageUrl: '/uploads/stick.webp',
});

const page = (posts: FeedPost[], hasMore = false) => ({
  posts,
  hasMore,
  nextCursor: hasMore ? 'next' : null,
});

const SIDEBAR: Record<string, ApiRoute> = {
  'GET /api/hashtags/trending': { hashtags: [{ tag: 'beachday', postsCount: 4 }] },
  'GET /api/suggested-accounts': { users: [], hasMore: false },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(route = '/community') {
  return renderWithProviders(
    <Routes>
      <Route path="/community" element={<CommunityPage />} />
      <Route path="/explore" element={<Where />} />
    </Routes>,
    { route },
  );
}

describe('CommunityPage', () => {
  beforeEach(() => {
    resetUiState();
  });

  it('shows visitors the three sample posts, the join panel and no server feed call', async () => {
    signOutVisitor();
    const fetchMock = mockApi(SIDEBAR);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Community' })).toBeInTheDocument();
    const explore = screen.getByRole('feed', { name: 'Explore posts' });
    for (const post of SAMPLE_POSTS) {
      expect(within(explore).getByText(post.content)).toBeInTheDocument();
      expect(within(explore).getByRole('link', { name: post.user.displayName! })).toHaveAttribute(
        'href',
        `/user/${post.username}`,
      );
    }
    expect(screen.getByText('128 likes')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Join our Pet Community' })).toBeInTheDocument();
    expect(screen.queryByTestId('live-updates')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: /beachday/ });
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).not.toContain('/api/posts');
  });

  it('loads every post newest first for a member, with live updates on that list', async () => {
    signInAs({ id: 'u-maya', username: 'maya', displayName: 'Maya' } as CurrentUser);
    const fetchMock = mockApi({ ...SIDEBAR, 'GET /api/posts': page([serverPost]) });
    renderPage();
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rex Owner' })).toHaveAttribute('href', '/user/rex');
    expect(screen.getByRole('img', { name: 'Photo shared by Rex Owner' })).toHaveAttribute(
      'src',
      '/uploads/stick.webp',
    );
    expect(callsTo(fetchMock, 'GET', '/api/posts')[0].url).toBe(
      '/api/posts?algorithm=chronological&page=1&limit=10',
    );
    expect(screen.getByTestId('live-updates')).toHaveAttribute(
      'data-key',
      JSON.stringify(['/api/posts', 'feed', 'chronological']),
    );
    const card = screen.getByRole('region', { name: 'Maya' });
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile/maya');
  });

  it('shows the empty state when a member has no posts to see', async () => {
    signInAs();
    mockApi({ ...SIDEBAR, 'GET /api/posts': page([]) });
    renderPage();
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument();
  });

  it('asks visitors to sign in on Following, with Sign in and Sign up to /auth', async () => {
    signOutVisitor();
    mockApi(SIDEBAR);
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    const panel = screen.getByRole('tabpanel', { name: 'Following' });
    expect(within(panel).getByText('Sign in to see posts from people you follow')).toBeInTheDocument();
    for (const name of ['Sign in', 'Sign up']) {
      expect(within(panel).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/auth?returnTo=%2Fcommunity%3Ftab%3Dfollowing',
      );
    }
  });

  it("Following: a member's empty list offers 'Find people to follow', which moves focus to the suggestions", async () => {
    signInAs();
    const fetchMock = mockApi({
      ...SIDEBAR,
      'GET /api/posts': page([]),
      'GET /api/posts/following': page([]),
    });
    Element.prototype.scrollIntoView = jest.fn();
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('Posts from people you follow will appear here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find people to follow' }));
    const suggestions = screen.getByRole('region', { name: 'Suggested Accounts' });
    expect(suggestions.parentElement).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(callsTo(fetchMock, 'GET', '/api/posts/following')[0].url).toBe(
      '/api/posts/following?page=1&limit=10',
    );
  });

  it("Following: shows the followed members' posts and reads them again each time the tab opens", async () => {
    signInAs();
    const fetchMock = mockApi({
      ...SIDEBAR,
      'GET /api/posts': page([]),
      'GET /api/posts/following': page([serverPost]),
    });
    renderPage('/community?tab=following');
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Explore' }));
    await screen.findByText('No posts yet. Be the first to share!');
    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/posts/following')).toHaveLength(2));
  });

  it('Trending: the first two trending posts with image, author, text, likes and comments', async () => {
    signInAs();
    const trending = [
      serverPost,
      feedPost({ id: 't2', content: 'Second trending', commentsCount: 3, commentCount: 3 }),
      feedPost({ id: 't3', content: 'Third trending' }),
    ];
    const fetchMock = mockApi({
      ...SIDEBAR,
      'GET /api/posts': page([]),
      'GET /api/posts/trending': page(trending),
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    const list = await screen.findByRole('list', { name: 'Trending posts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Photo shared by Rex Owner' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Rex Owner' })).toHaveAttribute('href', '/user/rex');
    expect(within(items[0]).getByText('7 likes')).toBeInTheDocument();
    expect(within(items[1]).getByText('3 comments')).toBeInTheDocument();
    expect(screen.queryByText('Third trending')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts/trending')).toHaveLength(1);
  });

  it('Trending shows visitors the first two sample posts', async () => {
    signOutVisitor();
    mockApi(SIDEBAR);
    renderPage('/community?tab=trending');
    const items = within(screen.getByRole('list', { name: 'Trending posts' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText(SAMPLE_POSTS[0].content)).toBeInTheDocument();
  });

  it('the search box opens the explore search with the text, encoded', async () => {
    signOutVisitor();
    mockApi(SIDEBAR);
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the community' }), '#beach day&x=1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/explore?q=%23beach+day%26x%3D1');
  });

  it('Filters opens a panel whose choice switches the Explore list; Escape closes it', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...SIDEBAR,
      'GET /api/posts': page([serverPost]),
      'GET /api/posts/photos': page([]),
    });
    renderPage('/community?tab=following');
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Show in Explore' });
    expect(within(panel).getByRole('radio', { name: 'All posts' })).toHaveFocus();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Photos only' }));
    expect(screen.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No pet photos found. Be the first to share one!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts/photos')).toHaveLength(1);
    // 'Show n new posts' belongs to the unfiltered list only.
    expect(screen.queryByTestId('live-updates')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Show in Explore' })).not.toBeInTheDocument();
    expect(filters).toHaveFocus();
    expect(filters).toHaveTextContent('Filters: Photos only');
  });

  it('the sidebar has trending hashtags linking to the explore search, and the footer links', async () => {
    signOutVisitor();
    mockApi(SIDEBAR);
    renderPage();
    const sidebar = screen.getByRole('complementary', { name: 'Community sidebar' });
    expect(await within(sidebar).findByRole('link', { name: /beachday/ })).toHaveAttribute(
      'href',
      '/explore?q=%23beachday',
    );
    const links = within(sidebar).getByRole('navigation', { name: 'Community links' });
    expect(within(links).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(links).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(links).getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'mailto:support@petcora.example',
    );
    await userEvent.click(within(links).getByRole('button', { name: 'Guidelines' }));
    expect(await screen.findByRole('dialog', { name: 'Community Guidelines' })).toBeInTheDocument();
    expect(within(sidebar).getByText(/© \d{4} Pet Cora, Inc\. All rights reserved\./)).toBeInTheDocument();
  });
});
