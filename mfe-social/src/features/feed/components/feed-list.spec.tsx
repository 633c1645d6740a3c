import { fireEvent, screen, within } from '@testing-library/react';
import { callsTo, deferred, mockApi } from '../../../test/mock-api';
import { feedPost, resetUiState, signInAs } from '../../../test/posts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FeedList } from './feed-list';

const post = (n: number) =>
  feedPost({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, content: `Post number ${n}` });

function renderList() {
  return renderWithProviders(
    <FeedList
      kind="photos"
      label="Pet photos"
      empty={<p>No pet photos found. Be the first to share one!</p>}
    />,
  );
}

describe('FeedList', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
  });

  it('shows 3 placeholders and the loading status until the first page arrives', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/posts/photos': () => answer.promise });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(screen.getAllByTestId('post-placeholder')).toHaveLength(3);
    answer.resolve(Response.json({ posts: [post(1)], hasMore: false, nextCursor: null }));
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
    expect(screen.queryByTestId('post-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('feed', { name: 'Pet photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('shows the spec error and reads again on Try again', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'GET /api/posts/photos': () =>
        fail
          ? Response.json({ message: 'boom' }, { status: 500 })
          : Response.json({ posts: [post(1)], hasMore: false }),
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong loading posts.');
    expect(alert).toHaveTextContent('Please try again later.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts/photos')).toHaveLength(2);
  });

  it("shows the feed's own empty text", async () => {
    mockApi({ 'GET /api/posts/photos': { posts: [], hasMore: false, nextCursor: null } });
    renderList();
    expect(await screen.findByText('No pet photos found. Be the first to share one!')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('loads the next page after the cursor with Load more posts, keeping the first page', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => post(index + 1));
    const fetchMock = mockApi({
      'GET /api/posts/photos': ({ url }: { url: string }) => {
        const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
        return Response.json(
          cursor === 'cursor-after-10'
            ? // The server's second page repeats post 10 (a page-number server with a new post in between).
              { posts: [post(10), post(11), post(12)], hasMore: false, nextCursor: null }
            : { posts: firstPage, hasMore: true, nextCursor: 'cursor-after-10' },
        );
      },
    });
    renderList();
    const more = await screen.findByRole('button', { name: 'Load more posts' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(more);
    expect(await screen.findByText('Post number 12')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getAllByText('Post number 10')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts/photos').map((call) => call.url)).toEqual([
      '/api/posts/photos?page=1&limit=10',
      '/api/posts/photos?page=2&limit=10&cursor=cursor-after-10',
    ]);
  });

  it('keeps the loaded posts and offers the button again when the next page fails', async () => {
    mockApi({
      'GET /api/posts/photos': ({ url }: { url: string }) =>
        url.includes('cursor=')
          ? Response.json({ message: 'boom' }, { status: 500 })
          : Response.json({ posts: [post(1)], hasMore: true, nextCursor: 'c' }),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load more posts. Please try again.',
    );
    expect(screen.getByText('Post number 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more posts' })).toBeEnabled();
  });
});
