import { SAFETY_MESSAGES, type FeedPost, type PostComment } from '@petcora/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSignInPrompt } from '../../../../components/sign-in-prompt';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { callsTo, mockApi, type Route } from '../../../../test/mock-api';
import { currentToast, feedPost, MAYA, resetUiState, signInAs, signOutVisitor } from '../../../../test/posts';
import { FeedList } from '../feed-list';

const ID = '11111111-1111-4111-8111-111111111111';

function renderFeed(post: FeedPost, routes: Record<string, Route> = {}) {
  const fetchMock = mockApi({ 'GET /api/posts': { posts: [post], hasMore: false }, ...routes });
  renderWithProviders(<FeedList kind="chronological" label="Posts" empty="No posts" />);
  return fetchMock;
}

const blocked = () => Response.json({ message: SAFETY_MESSAGES.blockedInteraction }, { status: 403 });

function comment(overrides: Partial<PostComment> = {}): PostComment {
  return {
    id: 'c1',
    postId: ID,
    userId: 'u-luna',
    username: 'luna',
    displayName: 'Luna Cat',
    userAvatar: null,
    content: 'What a stick!',
    comment: 'What a stick!',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe('PostCard safety', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
  });

  it("reports someone else's post from its menu", async () => {
    const fetchMock = renderFeed(feedPost(), {
      'POST /api/reports': () =>
        Response.json({ id: 'r1', message: SAFETY_MESSAGES.reportThanks }, { status: 201 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Post options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Animal cruelty or neglect' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(SAFETY_MESSAGES.reportThanks)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/reports')[0].init?.body))).toEqual({
      targetType: 'post',
      targetId: ID,
      reason: 'animal_cruelty',
    });
  });

  it('offers no Report on your own post', async () => {
    renderFeed(feedPost({ userId: MAYA.id, username: MAYA.username }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post options' }));
    expect(screen.getByRole('menuitem', { name: 'Delete post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report post' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in before reporting', async () => {
    signOutVisitor();
    renderFeed(feedPost());
    fireEvent.click(await screen.findByRole('button', { name: 'Post options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(useSignInPrompt.getState().action).toBe('report');
    expect(screen.queryByRole('dialog', { name: 'Report post' })).not.toBeInTheDocument();
  });

  it("reports a comment from the comment's menu, but not one's own comment", async () => {
    const fetchMock = renderFeed(
      feedPost({
        commentsCount: 2,
        commentCount: 2,
        commentList: [
          comment(),
          comment({ id: 'c2', userId: MAYA.id, username: 'maya', displayName: 'Maya' }),
        ],
      }),
      {
        [`GET /api/posts/${ID}/comments`]: {
          comments: [
            comment(),
            comment({ id: 'c2', userId: MAYA.id, username: 'maya', displayName: 'Maya' }),
          ],
          hasMore: false,
        },
        'POST /api/reports': () =>
          Response.json({ id: 'r2', message: SAFETY_MESSAGES.reportThanks }, { status: 201 }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View all 2 comments' }));
    expect(
      screen.queryByRole('button', { name: "Comment options for Maya's comment" }),
    ).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: "Comment options for Luna Cat's comment" }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report comment' }));
    expect(await screen.findByRole('dialog', { name: 'Report comment' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(SAFETY_MESSAGES.reportThanks)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/reports')[0].init?.body))).toMatchObject({
      targetType: 'comment',
      targetId: 'c1',
    });
  });

  it('shows the removal notice on a removed post its author still sees', async () => {
    renderFeed(feedPost({ userId: MAYA.id, username: MAYA.username, isRemoved: true }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This post was removed for breaking the community guidelines',
    );
    expect(screen.getByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
  });

  it('shows no notice on a post that was not removed', async () => {
    renderFeed(feedPost());
    await screen.findByText('Rex found a stick the size of a tree.');
    expect(screen.queryByText(SAFETY_MESSAGES.removedPost)).not.toBeInTheDocument();
  });

  it.each([
    ['like', 'Like', `POST /api/posts/${ID}/like`],
    ['repet', 'Repet', `POST /api/posts/${ID}/repet`],
  ])("toasts the server's reason when a %s is refused (403)", async (_kind, button, route) => {
    renderFeed(feedPost(), { [route]: blocked });
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Error', description: SAFETY_MESSAGES.blockedInteraction }),
    );
  });

  it("toasts the server's reason when a comment is refused (403)", async () => {
    renderFeed(feedPost(), {
      [`GET /api/posts/${ID}/comments`]: { comments: [], hasMore: false },
      'POST /api/comments': blocked,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Comment' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add a comment...' }), {
      target: { value: 'Hi' },
    });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Add a comment...' }).closest('form')!);
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Error', description: SAFETY_MESSAGES.blockedInteraction }),
    );
  });

  it("toasts the server's reason when a reply is refused (403)", async () => {
    renderFeed(feedPost(), { [`POST /api/posts/${ID}/replies`]: blocked });
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to this post' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({
        title: 'Failed to create post',
        description: SAFETY_MESSAGES.blockedInteraction,
      }),
    );
  });

  it('keeps the generic text for other failures', async () => {
    renderFeed(feedPost(), {
      [`POST /api/posts/${ID}/like`]: () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Error', description: 'Failed to update like status' }),
    );
  });
});
