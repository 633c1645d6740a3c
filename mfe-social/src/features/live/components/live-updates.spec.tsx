import type { FeedPage, FeedPost } from '@petcora/contracts';
import { createQueryClient } from '@petcora/api-client/query-client';
import { QueryClientProvider, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FakeEventSource } from '../../../test/fake-event-source';
import { callsTo, mockApi } from '../../../test/mock-api';
import { feedPost, signInAs, signOutVisitor } from '../../../test/posts';
import { HIDDEN_GRACE_MS, RECONNECT_BASE_MS } from '../api/live-events';
import { LiveUpdates } from './live-updates';

const FEED_KEY = ['/api/posts', 'feed', 'chronological'] as const;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const post = (n: number, extra: Partial<FeedPost> = {}) =>
  feedPost({ id: id(n), content: `Post number ${n}`, ...extra });
const created = (n: number) => ({
  type: 'post-created',
  postId: id(n),
  userId: 'u-other',
  createdAt: '2026-01-01',
});

/** A feed read page by page under FEED_KEY, as the real lists are (the live feature does not import them). */
function TestFeed() {
  const feed = useInfiniteQuery({
    queryKey: FEED_KEY,
    queryFn: ({ pageParam }) =>
      fetch(`/api/posts?page=${pageParam}`).then((r) => r.json() as Promise<FeedPage>),
    initialPageParam: 1,
    getNextPageParam: (last: FeedPage, pages: FeedPage[]) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <div>
      <ul aria-label="Feed">
        {posts.map((p) => (
          <li key={p.id}>
            {p.content} ({p.likesCount} likes)
          </li>
        ))}
      </ul>
      {feed.hasNextPage && <button onClick={() => void feed.fetchNextPage()}>Load more posts</button>}
    </div>
  );
}

/** One post read on its own (like /post/{id}), under the '/api/posts' root too. */
function TestPost({ postId }: { postId: string }) {
  const one = useQuery({
    queryKey: ['/api/posts', postId],
    queryFn: () => fetch(`/api/posts/${postId}`).then((r) => r.json() as Promise<FeedPost>),
  });
  return one.data ? <p>Single view: {one.data.likesCount} likes</p> : null;
}

function renderPage(ui: React.ReactNode, client: QueryClient = createQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

describe('LiveUpdates', () => {
  let pageOne: FeedPost[];
  beforeEach(() => {
    FakeEventSource.install();
    signInAs();
    pageOne = [post(2), post(1)];
    mockApi({
      'GET /api/posts': ({ url }: { url: string }) =>
        Response.json(
          url.endsWith('page=2')
            ? { posts: [post(0)], hasMore: false }
            : { posts: pageOne, hasMore: true, nextCursor: 'c1' },
        ),
      [`GET /api/posts/${id(1)}`]: post(1),
    });
    // jsdom does not lay out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('opens no connection for a visitor, and one shared connection for a member however many listen', () => {
    signOutVisitor();
    const visitor = renderPage(<LiveUpdates feedQueryKey={FEED_KEY} />);
    expect(FakeEventSource.instances).toHaveLength(0);
    visitor.unmount();

    signInAs();
    const member = renderPage(
      <>
        <LiveUpdates feedQueryKey={FEED_KEY} />
        <LiveUpdates feedQueryKey={['/api/posts', 'feed', 'photos']} />
      </>,
    );
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.open[0].url).toBe('/api/live');
    member.unmount();
    expect(FakeEventSource.open).toHaveLength(0);
  });

  it("counts other members' new posts once each and says so politely: 'Show 1 new post', 'Show 2 new posts'", async () => {
    renderPage(
      <>
        <LiveUpdates feedQueryKey={FEED_KEY} />
        <TestFeed />
      </>,
    );
    expect(await screen.findByText('Post number 2 (7 likes)')).toBeInTheDocument();
    const [stream] = FakeEventSource.open;
    act(() => stream.opened());
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();

    act(() => stream.emit('post-created', created(3)));
    const button = screen.getByRole('button', { name: 'Show 1 new post' });
    expect(button.closest('[aria-live="polite"]')).not.toBeNull();
    act(() => stream.emit('post-created', created(3))); // the same post again
    act(() => stream.emit('post-created', created(2))); // already in the list
    expect(screen.getByRole('button', { name: 'Show 1 new post' })).toBeInTheDocument();
    act(() => stream.emit('post-created', created(4)));
    expect(screen.getByRole('button', { name: 'Show 2 new posts' })).toBeInTheDocument();
  });

  it('shows the new posts at the top on click: first page read again, scrolled up, focus kept, button gone', async () => {
    const fetchMock = mockApi({
      'GET /api/posts': ({ url }: { url: string }) =>
        Response.json(
          url.endsWith('page=2')
            ? { posts: [post(0)], hasMore: false }
            : { posts: pageOne, hasMore: true, nextCursor: 'c1' },
        ),
    });
    renderPage(
      <>
        <LiveUpdates feedQueryKey={FEED_KEY} />
        <TestFeed />
      </>,
    );
    await screen.findByText('Post number 1 (7 likes)');
    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    await screen.findByText('Post number 0 (7 likes)');

    act(() => FakeEventSource.open[0].emit('post-created', created(3)));
    pageOne = [post(3), post(2), post(1)];
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 new post' }));

    const items = await screen.findAllByRole('listitem');
    await screen.findByText('Post number 3 (7 likes)');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Post number 3');
    expect(items.length).toBeGreaterThan(0);
    // Only the first page again; the older page loads on demand.
    expect(screen.queryByText('Post number 0 (7 likes)')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts').map((c) => c.url)).toEqual([
      '/api/posts?page=1',
      '/api/posts?page=2',
      '/api/posts?page=1',
    ]);
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toHaveClass('social-live-updates');
  });

  it('stops counting a post that reached the list another way (a refresh)', async () => {
    const { client } = renderPage(
      <>
        <LiveUpdates feedQueryKey={FEED_KEY} />
        <TestFeed />
      </>,
    );
    await screen.findByText('Post number 1 (7 likes)');
    act(() => FakeEventSource.open[0].emit('post-created', created(3)));
    expect(screen.getByRole('button', { name: 'Show 1 new post' })).toBeInTheDocument();
    pageOne = [post(3), post(2), post(1)];
    await act(() => client.refetchQueries({ queryKey: FEED_KEY }));
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
  });

  it('writes a new like count into every cached list page and single post, and ignores malformed events', async () => {
    renderPage(
      <>
        <LiveUpdates feedQueryKey={FEED_KEY} />
        <TestFeed />
        <TestPost postId={id(1)} />
      </>,
    );
    await screen.findByText('Post number 1 (7 likes)');
    await screen.findByText('Single view: 7 likes');
    const [stream] = FakeEventSource.open;
    act(() => stream.emit('like-count', { type: 'like-count', postId: id(1), likesCount: 12 }));
    // The cache notifies its readers on the next tick.
    expect(await screen.findByText('Post number 1 (12 likes)')).toBeInTheDocument();
    expect(await screen.findByText('Single view: 12 likes')).toBeInTheDocument();
    expect(screen.getByText('Post number 2 (7 likes)')).toBeInTheDocument();

    act(() => {
      stream.emit('like-count', '{not json');
      stream.emit('like-count', { type: 'like-count', postId: id(1), likesCount: -5 });
      stream.emit('like-count', { type: 'post-created', postId: id(1), likesCount: 3 });
      stream.emit('post-created', { type: 'post-created', postId: id(9) });
    });
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(screen.getByText('Post number 1 (12 likes)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
  });

  it('leaves reconnecting to the browser, and retries quietly with a growing delay once it gives up', () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error');
    const warn = jest.spyOn(console, 'warn');
    const page = renderPage(<LiveUpdates feedQueryKey={FEED_KEY} />);
    const [first] = FakeEventSource.instances;
    act(() => first.fail({ giveUp: false })); // the browser reconnects by itself
    expect(FakeEventSource.instances).toHaveLength(1);

    act(() => first.fail({ giveUp: true })); // e.g. 503 while the service restarts
    act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS - 1));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(2);

    act(() => FakeEventSource.instances[1].fail({ giveUp: true }));
    act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS * 2 - 1));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(FakeEventSource.instances).toHaveLength(3);

    // Connected again: the next failure starts from the shortest delay.
    act(() => FakeEventSource.instances[2].opened());
    act(() => FakeEventSource.instances[2].fail({ giveUp: true }));
    act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS));
    expect(FakeEventSource.instances).toHaveLength(4);
    expect(FakeEventSource.open).toHaveLength(1);

    // Leaving the page closes the stream and cancels any pending retry.
    act(() => FakeEventSource.instances[3].fail({ giveUp: true }));
    page.unmount();
    act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS * 100));
    expect(FakeEventSource.instances).toHaveLength(4);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets the stream go while the tab stays hidden, and opens it again when the tab is shown', () => {
    jest.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const setVisibility = (value: DocumentVisibilityState) => {
      visibility = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    renderPage(<LiveUpdates feedQueryKey={FEED_KEY} />);
    expect(FakeEventSource.open).toHaveLength(1);

    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(HIDDEN_GRACE_MS - 1));
    act(() => setVisibility('visible')); // a quick look at another tab keeps the stream
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.open).toHaveLength(1);

    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(HIDDEN_GRACE_MS));
    expect(FakeEventSource.open).toHaveLength(0);
    act(() => setVisibility('visible'));
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes the connection when the member signs out', () => {
    renderPage(<LiveUpdates feedQueryKey={FEED_KEY} />);
    expect(FakeEventSource.open).toHaveLength(1);
    act(() => signOutVisitor());
    expect(FakeEventSource.open).toHaveLength(0);
  });
});
