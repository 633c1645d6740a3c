import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi } from '../test/mock-api';
import { MAYA_OWN_PROFILE, publicProfile, renderRoutes } from '../test/people';
import { EMPTY_FEED_PAGE, feedPost, MAYA, resetUiState, signInAs } from '../test/posts';
import ProfilePage from './profile-page';

const show = (route: string) =>
  renderRoutes({ '/profile': <ProfilePage />, '/profile/:username': <ProfilePage /> }, { route });

describe('ProfilePage', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it('shows name, @username, bio, join date, counts linking to the lists, and Follow for another member', async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile({ followersCount: 1, isVerified: true, followsYou: true }),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
    });
    show('/profile/rex');
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    const heading = await screen.findByRole('heading', { level: 1, name: /Rex Owner/ });
    expect(within(heading).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('@rex', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Follows you')).toBeInTheDocument();
    expect(screen.getByText('Good boy, loves sticks.')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 Following' })).toHaveAttribute('href', '/user/rex/following');
    expect(screen.getByRole('link', { name: '1 Follower' })).toHaveAttribute('href', '/user/rex/followers');
    expect(screen.getByRole('button', { name: 'Follow @rex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('following from the profile moves the followers count at once', async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile({ followersCount: 12 }),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
      'POST /api/users/rex/follow': {
        userId: 'u-rex',
        username: 'rex',
        isFollowing: true,
        followersCount: 13,
      },
      'GET /api/users/rex/followers': { users: [], hasMore: false },
      'GET /api/users/maya/following': { users: [], hasMore: false },
    });
    show('/profile/rex');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow @rex' }));
    expect(await screen.findByRole('link', { name: '13 Followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Following @rex/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('/profile shows the signed-in member their own profile with Edit profile (to the dashboard) and no Follow', async () => {
    const api = mockApi({
      'GET /api/profile/maya': MAYA_OWN_PROFILE,
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/profile');
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/profile/maya')).toHaveLength(1);
  });

  it('fills every tab from its own list, with its empty text, and keeps the tab in the address', async () => {
    const api = mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/profile/rex/posts': {
        posts: [feedPost({ id: 'a', content: 'A walk in the park' })],
        hasMore: false,
        nextCursor: null,
      },
      'GET /api/profile/rex/replies': {
        posts: [feedPost({ id: 'b', content: 'Agreed, best park', replyToId: 'x' })],
        hasMore: false,
        nextCursor: null,
      },
      'GET /api/profile/rex/media': EMPTY_FEED_PAGE,
      'GET /api/profile/rex/likes': EMPTY_FEED_PAGE,
    });
    show('/profile/rex');
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Posts', 'Replies', 'Media', 'Likes']);
    expect(await screen.findByText('A walk in the park')).toBeInTheDocument();

    // Radix tabs activate on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Replies' }));
    expect(await screen.findByText('Agreed, best park')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/rex?tab=replies');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Media' }));
    expect(await screen.findByText('No photos or videos yet')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Likes' }));
    expect(await screen.findByText('No liked posts yet')).toBeInTheDocument();
    for (const tab of ['posts', 'replies', 'media', 'likes']) {
      expect(callsTo(api, 'GET', `/api/profile/rex/${tab}`)[0].url).toBe(`/api/profile/rex/${tab}?limit=10`);
    }
  });

  it("opens the tab named in the address and says 'No posts yet' on an empty Posts tab", async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
      'GET /api/profile/rex/likes': EMPTY_FEED_PAGE,
    });
    show('/profile/rex?tab=likes');
    expect(await screen.findByText('No liked posts yet')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Posts' }));
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('loads more of a tab with the cursor', async () => {
    const api = mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/profile/rex/posts': ({ url }: { url: string }) =>
        Response.json(
          url.includes('cursor=c1')
            ? {
                posts: [feedPost({ id: 'b', content: 'Second page post' })],
                hasMore: false,
                nextCursor: null,
              }
            : { posts: [feedPost({ id: 'a', content: 'First page post' })], hasMore: true, nextCursor: 'c1' },
        ),
    });
    show('/profile/rex');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page post')).toBeInTheDocument();
    expect(screen.getByText('First page post')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/profile/rex/posts').map((call) => call.url)).toEqual([
      '/api/profile/rex/posts?limit=10',
      '/api/profile/rex/posts?limit=10&cursor=c1',
    ]);
  });

  it("shows 'Profile not found' / \"This account doesn't exist\" with 'Go back home' for an unknown account", async () => {
    mockApi({
      'GET /api/profile/nobody': () => Response.json({ message: 'Profile not found' }, { status: 404 }),
    });
    show('/profile/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText("This account doesn't exist")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go back home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows 'Error loading profile' when the profile cannot be read", async () => {
    mockApi({ 'GET /api/profile/rex': () => Response.json({ message: 'down' }, { status: 503 }) });
    show('/profile/rex');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading profile');
  });

  it('Back returns to /community when the profile was opened directly', async () => {
    mockApi({ 'GET /api/profile/rex': publicProfile(), 'GET /api/profile/rex/posts': EMPTY_FEED_PAGE });
    show('/profile/rex');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/community');
  });

  it('keeps a hostile username inside its path segment', async () => {
    const api = mockApi({});
    show(`/profile/${encodeURIComponent('../posts?x=1#')}`);
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(String(api.mock.calls[0][0])).toBe('/api/profile/..%2Fposts%3Fx%3D1%23');
  });
});
