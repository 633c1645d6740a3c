import type { CurrentUser, FeedPost } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { screen } from '@testing-library/react';
import { SAMPLE_POSTS } from '../features/feed/sample-posts';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityPage from './community-page';

const serverPost: FeedPost = {
  ...SAMPLE_POSTS[0],
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
};

function serve(body: unknown) {
  globalThis.fetch = jest.fn(async () => Response.json(body)) as unknown as typeof fetch;
}

describe('CommunityPage', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
  });

  it('shows visitors the three sample posts without calling the API', () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderWithProviders(<CommunityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Community' })).toBeInTheDocument();
    for (const post of SAMPLE_POSTS) {
      expect(screen.getByText(post.content)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: post.user.displayName! })).toHaveAttribute(
        'href',
        `/user/${post.username}`,
      );
    }
    expect(screen.getByText('128 likes')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('loads the first page of posts for a signed-in member', async () => {
    useSession.setState({ status: 'authenticated', user: { username: 'maya' } as CurrentUser });
    serve({ posts: [serverPost], hasMore: false });
    renderWithProviders(<CommunityPage />);
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rex Owner' })).toHaveAttribute('href', '/user/rex');
    expect(screen.getByText('7 likes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo shared by Rex Owner' })).toHaveAttribute(
      'src',
      '/uploads/stick.webp',
    );
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/posts?page=1&limit=10', expect.anything());
  });

  it('shows the empty state when a member has no posts to see', async () => {
    useSession.setState({ status: 'authenticated', user: { username: 'maya' } as CurrentUser });
    serve({ posts: [], hasMore: false });
    renderWithProviders(<CommunityPage />);
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument();
  });
});
