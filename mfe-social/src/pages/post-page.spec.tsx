import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../test/render-with-providers';
import { mockApi } from '../test/mock-api';
import { feedPost, MAYA, resetUiState, signInAs, signOutVisitor } from '../test/posts';
import PostPage from './post-page';

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/post/:id" element={<PostPage />} />
    </Routes>,
    { route: path },
  );
}

describe('PostPage', () => {
  beforeEach(() => {
    resetUiState();
    signOutVisitor();
  });

  it('says "Post not found" for a missing post', async () => {
    mockApi({ 'GET /api/posts/gone': () => Response.json({ message: 'Post not found' }, { status: 404 }) });
    renderAt('/post/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
  });

  it('shows a post with its replies open, to visitors too', async () => {
    mockApi({
      'GET /api/posts/p1': feedPost({ id: 'p1', repliesCount: 1 }),
      'GET /api/posts/p1/replies': {
        posts: [feedPost({ id: 'r1', content: 'A reply', replyToId: 'p1' })],
        hasMore: false,
      },
    });
    renderAt('/post/p1');
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    expect(await screen.findByText('A reply')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });

  it('shows a whole thread in order, and lets its author add to it', async () => {
    signInAs();
    const mine = { userId: MAYA.id, username: MAYA.username };
    mockApi({
      'GET /api/posts/t2': feedPost({ id: 't2', threadId: 't1', content: 'Second', ...mine }),
      'GET /api/threads/t1/posts': {
        posts: [
          feedPost({ id: 't1', isThread: true, content: 'First', ...mine }),
          feedPost({ id: 't2', threadId: 't1', content: 'Second', ...mine }),
          feedPost({ id: 't3', threadId: 't1', content: 'Third', ...mine }),
        ],
        hasMore: false,
      },
      'GET /api/posts/t2/replies': { posts: [], hasMore: false },
    });
    renderAt('/post/t2');
    const thread = await screen.findByRole('list', { name: 'Thread' });
    expect(await within(thread).findByText('Third')).toBeInTheDocument();
    const items = within(thread)
      .getAllByRole('article')
      .map((article) => article.getAttribute('data-post-id'));
    expect(items).toEqual(['t1', 't2', 't3']);
    expect(screen.getByRole('button', { name: 'Add to thread' })).toBeInTheDocument();
  });
});
