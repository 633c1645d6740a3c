import type { NotificationItem, NotificationPage } from '@petcora/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource } from '../test/fake-event-source';
import { callsTo, deferred, mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render-with-providers';
import { MAYA, resetUiState, signInAs } from '../test/posts';
import NotificationBellWidget from '../widgets/notification-bell';
import NotificationsMenuLinkWidget from '../widgets/notifications-menu-link';
import NotificationsPage from './notifications-page';

const actor = (username: string, displayName: string | null = null) => ({
  id: `u-${username}`,
  username,
  displayName,
  profileImageUrl: null,
});

function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: `n-${Math.random().toString(36).slice(2)}`,
    kind: 'like',
    unread: false,
    updatedAt: '2026-12-02T10:00:00.123456Z',
    actors: [actor('rex', 'Rex')],
    actorsCount: 1,
    post: { id: 'p1', excerpt: 'Walkies in the park' },
    ...overrides,
  };
}

const page = (notifications: NotificationItem[], nextCursor: string | null = null): NotificationPage => ({
  notifications,
  nextCursor,
});

describe('/notifications', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it('shows grouped rows newest first with their text and links, unread rows marked, and marks them read', async () => {
    const fetchMock = mockApi({
      'GET /api/notifications': page([
        item({
          id: 'n1',
          unread: true,
          updatedAt: '2026-12-02T11:00:00.654321Z',
          actors: [actor('maya2', 'Maya'), actor('rex', 'Rex'), actor('luna')],
          actorsCount: 4,
        }),
        item({ id: 'n2', kind: 'comment', actors: [actor('b_member', 'B')] }),
        item({ id: 'n3', kind: 'follow', actors: [actor('b_member', 'B')], post: null }),
        item({
          id: 'n4',
          kind: 'mention',
          actors: [actor('b_member', 'B')],
          post: { id: 'p9', excerpt: 'hi' },
        }),
      ]),
      'POST /api/notifications/read': { count: 0 },
    });
    renderWithProviders(<NotificationsPage />);
    const rows = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(rows).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Maya and 3 others liked your post "Walkies in the park"'),
      expect.stringContaining('B commented on your post "Walkies in the park"'),
      expect.stringContaining('B started following you'),
      expect.stringContaining('B mentioned you'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/post/p1');
    expect(links[0]).toHaveAttribute('data-unread', 'true');
    expect(links[0]).toHaveTextContent('(unread)');
    expect(links[1]).not.toHaveAttribute('data-unread');
    expect(links[2]).toHaveAttribute('href', '/user/b_member');
    expect(links[3]).toHaveAttribute('href', '/post/p9');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/read')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST', '/api/notifications/read');
    expect(JSON.parse(String(call.init?.body))).toEqual({ upTo: '2026-12-02T11:00:00.654321Z' });
  });

  it("says 'B liked your post' for a single actor and marks nothing when all is read", async () => {
    const fetchMock = mockApi({
      'GET /api/notifications': page([item({ actors: [actor('b', 'B')], post: { id: 'p1', excerpt: '' } })]),
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('B liked your post')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/notifications/read')).toHaveLength(0);
  });

  it('shows a loading state, then the empty state', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/notifications': () => answer.promise });
    renderWithProviders(<NotificationsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications...');
    answer.resolve(Response.json(page([])));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it("loads older rows with 'Load more' and reads mentions only in the Mentions tab", async () => {
    const fetchMock = mockApi({
      'GET /api/notifications': ({ url }: { url: string }) => {
        const query = new URL(url, 'http://x').searchParams;
        if (query.get('filter') === 'mentions')
          return Response.json(page([item({ id: 'm1', kind: 'mention', actors: [actor('zed', 'Zed')] })]));
        if (query.get('cursor') === 'c1')
          return Response.json(page([item({ id: 'old', actors: [actor('old_one', 'Old')] })]));
        return Response.json(page([item({ id: 'new' })], 'c1'));
      },
    });
    renderWithProviders(<NotificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Old liked your post/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const mentionsTab = screen.getByRole('tab', { name: 'Mentions' });
    fireEvent.mouseDown(mentionsTab);
    fireEvent.click(mentionsTab);
    expect(await screen.findByText('Zed mentioned you')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/notifications?filter=mentions')).toBe(
      true,
    );
  });
});

describe('the notification bell', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
    FakeEventSource.install();
  });

  it('shows the unread count in its name and badge, and follows the live event without a reload', async () => {
    mockApi({ 'GET /api/notifications/unread-count': { count: 2 } });
    renderWithProviders(<NotificationBellWidget />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('notifications-count')).toHaveTextContent('2');

    const [stream] = FakeEventSource.open;
    act(() =>
      stream.emit('notifications-unread', { type: 'notifications-unread', userId: MAYA.id, count: 3 }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    act(() =>
      stream.emit('notifications-unread', { type: 'notifications-unread', userId: MAYA.id, count: 0 }),
    );
    const cleared = await screen.findByRole('link', { name: 'Notifications' });
    expect(within(cleared).queryByTestId('notifications-count')).not.toBeInTheDocument();
  });

  it("gives the small-screen menu's entry the same count, live, with one read of it for both", async () => {
    const fetchMock = mockApi({ 'GET /api/notifications/unread-count': { count: 4 } });
    renderWithProviders(
      <>
        <NotificationBellWidget />
        <NotificationsMenuLinkWidget className="shell-nav__link" />
      </>,
    );
    const entry = await screen.findByText('Notifications');
    await waitFor(() => expect(within(entry).getByTestId('notifications-menu-count')).toHaveTextContent('4'));
    expect(entry).toHaveClass('shell-nav__link');
    expect(entry).toHaveAttribute('href', '/notifications');
    expect(entry).toHaveAccessibleName('Notifications, 4 unread');
    expect(callsTo(fetchMock, 'GET', '/api/notifications/unread-count')).toHaveLength(1);

    const [stream] = FakeEventSource.open;
    act(() =>
      stream.emit('notifications-unread', { type: 'notifications-unread', userId: MAYA.id, count: 0 }),
    );
    await waitFor(() =>
      expect(within(entry).queryByTestId('notifications-menu-count')).not.toBeInTheDocument(),
    );
    expect(entry).toHaveAccessibleName('Notifications');
  });

  it('shows a new notification on an open /notifications when the count goes up, and marks it read', async () => {
    let rows = [item({ id: 'old', actors: [actor('rex', 'Rex')] })];
    let unread = 0;
    const fetchMock = mockApi({
      'GET /api/notifications/unread-count': () => Response.json({ count: unread }),
      'GET /api/notifications': () => Response.json(page(rows)),
      'POST /api/notifications/read': () => Response.json({ count: 0 }),
    });
    renderWithProviders(
      <>
        <NotificationBellWidget />
        <NotificationsPage />
      </>,
    );
    expect(await screen.findByText(/Rex liked your post/)).toBeInTheDocument();
    rows = [
      item({ id: 'new', kind: 'follow', unread: true, updatedAt: '2026-12-02T12:00:00.000001Z', post: null }),
      ...rows,
    ];
    unread = 1;
    const [stream] = FakeEventSource.open;
    act(() =>
      stream.emit('notifications-unread', { type: 'notifications-unread', userId: MAYA.id, count: 1 }),
    );
    expect(await screen.findByText('Rex started following you')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/notifications/read')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });
});
