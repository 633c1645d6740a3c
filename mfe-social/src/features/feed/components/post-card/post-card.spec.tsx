import type { FeedPost } from '@petcora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { callsTo, deferred, mockApi, type Route } from '../../../../test/mock-api';
import { currentToast, feedPost, MAYA, resetUiState, signInAs } from '../../../../test/posts';
import { FeedList } from '../feed-list';

const ID = '11111111-1111-4111-8111-111111111111';

/** The feed with one post, read through the query cache as in the app, plus any extra routes. */
function renderFeed(post: FeedPost, routes: Record<string, Route> = {}) {
  const fetchMock = mockApi({ 'GET /api/posts': { posts: [post], hasMore: false }, ...routes });
  renderWithProviders(<FeedList kind="chronological" label="Posts" empty="No posts" />);
  return fetchMock;
}

const failing = () => Response.json({ message: 'boom' }, { status: 500 });

describe('PostCard', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
  });

  it('likes at once and reverts with the spec toast when the server fails', async () => {
    const answer = deferred<Response>();
    renderFeed(feedPost(), { [`POST /api/posts/${ID}/like`]: () => answer.promise });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    expect(await screen.findByText('8 likes')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(failing());
    expect(await screen.findByText('7 likes')).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(currentToast()).toEqual({ title: 'Error', description: 'Failed to update like status' });
  });

  it('unlikes a liked post and keeps the count the server answers', async () => {
    const fetchMock = renderFeed(feedPost({ isLiked: true, likesCount: 3, likeCount: 3 }), {
      [`DELETE /api/posts/${ID}/unlike`]: { postId: ID, isLiked: false, likesCount: 2, likeCount: 2 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('2 likes')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/posts/${ID}/unlike`)).toHaveLength(1);
  });

  it('repets once (no un-repet), shows "{n} repets" and reverts on failure', async () => {
    const fetchMock = renderFeed(feedPost(), { [`POST /api/posts/${ID}/repet`]: failing });
    expect(screen.queryByText(/repets/)).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Repet' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Error', description: 'Failed to repet post' }),
    );
    expect(screen.queryByText(/repets/)).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', `/api/posts/${ID}/repet`)[0].init?.body))).toEqual({
      repetComment: '',
    });
  });

  it('keeps a successful repet pressed and does not send a second one', async () => {
    const fetchMock = renderFeed(feedPost(), {
      [`POST /api/posts/${ID}/repet`]: { postId: ID, isRepeted: true, repetsCount: 1, repetId: 'r1' },
    });
    const repet = await screen.findByRole('button', { name: 'Repet' });
    fireEvent.click(repet);
    expect(await screen.findByText('1 repets')).toBeInTheDocument();
    await waitFor(() => expect(repet).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(repet).toBeEnabled());
    fireEvent.click(repet);
    expect(callsTo(fetchMock, 'POST', `/api/posts/${ID}/repet`)).toHaveLength(1);
  });

  it('bookmarks and unbookmarks with the spec toasts, and reports a failure', async () => {
    let fail = false;
    renderFeed(feedPost(), {
      [`POST /api/posts/${ID}/bookmark`]: () =>
        fail ? failing() : Response.json({ postId: ID, isBookmarked: true }),
      [`DELETE /api/posts/${ID}/unbookmark`]: { postId: ID, isBookmarked: false },
    });
    const bookmark = await screen.findByRole('button', { name: 'Bookmark' });
    fireEvent.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
    expect(currentToast()?.title).toBe('Added to bookmarks');
    await waitFor(() => expect(bookmark).toBeEnabled());
    fireEvent.click(bookmark);
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
    expect(currentToast()?.title).toBe('Removed from bookmarks');
    fail = true;
    await waitFor(() => expect(bookmark).toBeEnabled());
    fireEvent.click(bookmark);
    await waitFor(() =>
      expect(currentToast()).toEqual({
        title: 'Action failed',
        description: 'Could not update bookmark status',
      }),
    );
  });

  it('lists comments, ignores a blank one, and appends a posted one', async () => {
    const first = {
      id: 'c1',
      postId: ID,
      userId: 'u2',
      username: 'luna',
      displayName: 'Luna',
      userAvatar: null,
    };
    const comment1 = {
      ...first,
      content: 'So cute!',
      comment: 'So cute!',
      createdAt: '2026-01-01T00:00:00Z',
    };
    const fetchMock = renderFeed(feedPost({ commentsCount: 1, commentCount: 1, commentList: [comment1] }), {
      [`GET /api/posts/${ID}/comments`]: { comments: [comment1], hasMore: false },
      'POST /api/comments': () =>
        Response.json(
          {
            ...comment1,
            id: 'c2',
            username: 'maya',
            displayName: 'Maya',
            content: 'Good boy',
            comment: 'Good boy',
          },
          { status: 201 },
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View all 1 comments' }));
    expect(await screen.findByText('So cute!')).toBeInTheDocument();
    const field = screen.getByLabelText('Add a comment...');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(callsTo(fetchMock, 'POST', '/api/comments')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'Good boy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Good boy')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/comments')[0].init?.body))).toEqual({
      postId: ID,
      content: 'Good boy',
    });
    expect(screen.getByRole('button', { name: 'Hide comments' })).toBeInTheDocument();
  });

  it('loads older comments page by page with "Load more comments" while the server has more', async () => {
    const commentOn = (n: number) => ({
      id: `c${n}`,
      postId: ID,
      userId: 'u2',
      username: 'luna',
      displayName: 'Luna',
      userAvatar: null,
      content: `Comment number ${n}`,
      comment: `Comment number ${n}`,
      createdAt: '2026-01-01T00:00:00Z',
    });
    const fetchMock = renderFeed(
      feedPost({ commentsCount: 3, commentCount: 3, commentList: [commentOn(1)] }),
      {
        [`GET /api/posts/${ID}/comments`]: ({ url }: { url: string }) => {
          const page = new URL(url, 'http://localhost').searchParams.get('page');
          return Response.json(
            page === '1'
              ? { comments: [commentOn(1), commentOn(2)], hasMore: true }
              : { comments: [commentOn(3)], hasMore: false },
          );
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View all 3 comments' }));
    expect(await screen.findByText('Comment number 2')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 3')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('Comment number 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument(),
    );
    const pages = callsTo(fetchMock, 'GET', `/api/posts/${ID}/comments`).map(({ url }) =>
      new URL(url, 'http://localhost').searchParams.get('page'),
    );
    expect(pages).toEqual(['1', '2']);
  });

  it('shows "No comments yet" and the comment failure toast', async () => {
    renderFeed(feedPost(), {
      [`GET /api/posts/${ID}/comments`]: { comments: [], hasMore: false },
      'POST /api/comments': failing,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Add a comment...'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Error', description: 'Failed to post comment' }),
    );
    expect(screen.getByLabelText('Add a comment...')).toHaveValue('Hi');
  });

  it('copies the post link', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderFeed(feedPost());
    fireEvent.click(await screen.findByRole('button', { name: 'Post options' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Link copied', description: 'Post link copied to clipboard' }),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/post/${ID}`);
  });

  it("lets the author delete after confirming, and drops the post; the server's refusal is reported", async () => {
    let refuse = true;
    let deleted = false;
    const mine = feedPost({ userId: MAYA.id, username: MAYA.username });
    renderFeed(mine, {
      'GET /api/posts': () => Response.json({ posts: deleted ? [] : [mine], hasMore: false }),
      [`DELETE /api/posts/${ID}`]: () => {
        if (refuse) return Response.json({ message: 'nope' }, { status: 403 });
        deleted = true;
        return Response.json({ message: 'Post deleted' });
      },
    });
    const openConfirm = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Post options' }));
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete post' }));
      return screen.findByRole('alertdialog');
    };
    let dialog = await openConfirm();
    expect(within(dialog).getByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Delete failed', description: 'Could not delete post' }),
    );
    refuse = false;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    dialog = await openConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({
        title: 'Post deleted',
        description: 'Your post has been deleted successfully',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Rex found a stick the size of a tree.')).not.toBeInTheDocument(),
    );
  });

  it('shows several images one at a time, wrapping around, with "n / total"', async () => {
    const images = ['/media/social/a.webp', '/media/social/b.webp', '/media/social/c.webp'].map((url) => ({
      url,
      alt: url.endsWith('b.webp') ? 'Rex holding a stick' : null,
    }));
    renderFeed(feedPost({ images }));
    const photo = await screen.findByRole('img', { name: 'Photo shared by Rex Owner' });
    expect(photo).toHaveAttribute('src', '/media/social/a.webp');
    // Stored before renditions existed: the plain 640×480 picture.
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    // A described picture reads as its description.
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Rex holding a stick' })).toHaveAttribute(
      'src',
      '/media/social/b.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo shared by Rex Owner' })).toHaveAttribute(
      'src',
      '/media/social/c.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('draws a sized picture from its renditions with the feed’s sizes and its colour until it loads', async () => {
    const renditions = [320, 640, 1600].map((width) => ({
      url: `/media/social/s/${width}.webp`,
      width,
      height: (width * 3) / 4,
    }));
    renderFeed(
      feedPost({
        images: [
          {
            url: renditions[2].url,
            alt: null,
            width: 1600,
            height: 1200,
            placeholder: '#556677',
            renditions,
          },
        ],
      }),
    );
    const photo = await screen.findByRole('img', { name: 'Photo shared by Rex Owner' });
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/social/s/320.webp 320w, /media/social/s/640.webp 640w, /media/social/s/1600.webp 1600w',
    );
    expect(photo).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 600px');
    expect(photo).toHaveAttribute('width', '1600');
    expect(photo).toHaveAttribute('height', '1200');
    expect(photo.style.backgroundColor).toBe('rgb(85, 102, 119)');
  });

  it('cuts text past 280 characters with "..." and expands it with "See more"', async () => {
    const long = `${'a'.repeat(280)}TAIL`;
    renderFeed(feedPost({ content: long }));
    expect(await screen.findByText(`${'a'.repeat(280)}...`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByText(long)).toBeInTheDocument();
  });

  it('lists real replies and posts a reply', async () => {
    const reply = feedPost({ id: 'r-1', content: 'Mine is bigger', replyToId: ID });
    const fetchMock = renderFeed(feedPost({ repliesCount: 1 }), {
      [`GET /api/posts/${ID}/replies`]: { posts: [reply], hasMore: false },
      [`POST /api/posts/${ID}/replies`]: () => Response.json(feedPost({ id: 'r-2' }), { status: 201 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show replies' }));
    expect(await screen.findByText('Mine is bigger')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide replies' }));
    expect(screen.queryByText('Mine is bigger')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reply to this post' }));
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Nice stick' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Post created', description: 'Your reply has been posted' }),
    );
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', `/api/posts/${ID}/replies`)[0].init?.body)),
    ).toMatchObject({
      content: 'Nice stick',
      replyToPostId: ID,
    });
    expect(await screen.findByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });
});
