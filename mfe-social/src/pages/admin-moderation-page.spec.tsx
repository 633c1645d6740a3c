import type { CurrentUser, ModerationReportGroup, ModerationReportsPage } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi, type Route } from '../test/mock-api';
import { renderWithProviders } from '../test/render-with-providers';
import { currentToast, feedPost, MAYA, resetUiState, signInAs, signOutVisitor } from '../test/posts';
import AdminModerationPage from './admin-moderation-page';

const ADMIN = { id: 'u-admin', username: 'admin', displayName: 'Admin', role: 'admin' } as CurrentUser;
const REPORTS = '/api/admin/reports';

function group(overrides: Partial<ModerationReportGroup> = {}): ModerationReportGroup {
  return {
    id: 'rep-1',
    targetType: 'post',
    targetId: feedPost().id,
    status: 'open',
    post: feedPost(),
    comment: null,
    user: null,
    message: null,
    isRemoved: false,
    reportsCount: 2,
    reports: [
      {
        id: 'rep-1',
        reason: 'spam',
        note: 'Links to a shop',
        reporter: { id: 'u-luna', username: 'luna' },
        createdAt: '2026-12-01T10:00:00.000Z',
      },
      {
        id: 'rep-0',
        reason: 'unsafe_advice',
        note: null,
        reporter: { id: 'u-max', username: 'max' },
        createdAt: '2026-12-01T09:00:00.000Z',
      },
    ],
    actions: [],
    latestReportAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

const page = (reports: ModerationReportGroup[], nextCursor: string | null = null): ModerationReportsPage => ({
  reports,
  nextCursor,
});

function renderPage(routes: Record<string, Route>) {
  const fetchMock = mockApi(routes);
  renderWithProviders(<AdminModerationPage />, { route: '/admin/moderation' });
  return fetchMock;
}

const regionOf = (name: string | RegExp) => screen.findByRole('region', { name });

describe('the /admin/moderation page', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(ADMIN);
  });

  it('shows a reported direct message with its sender, and offers no Remove for it', async () => {
    renderPage({
      [`GET ${REPORTS}`]: page([
        group({
          id: 'rep-9',
          targetType: 'message',
          targetId: 'm1',
          post: null,
          message: {
            id: 'm1',
            text: 'Give me your address',
            imageUrl: null,
            createdAt: '2026-12-01T08:00:00.000Z',
            sender: { id: 'u-luna', username: 'luna', displayName: 'Luna Cat', profileImageUrl: null },
          },
        }),
      ]),
    });
    const card = await regionOf(/Message by @luna/);
    expect(within(card).getByText('Give me your address')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Luna Cat' })).toHaveAttribute('href', '/user/luna');
    expect(within(card).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows each group with its target, count, reasons, notes and reporters', async () => {
    renderPage({
      [`GET ${REPORTS}`]: page([
        group(),
        group({
          id: 'rep-2',
          targetType: 'comment',
          targetId: 'c1',
          post: null,
          comment: {
            id: 'c1',
            postId: 'p1',
            userId: 'u-luna',
            username: 'luna',
            displayName: 'Luna Cat',
            userAvatar: null,
            content: 'You are all idiots',
            comment: 'You are all idiots',
            createdAt: '2026-12-01T08:00:00.000Z',
          },
          reportsCount: 1,
          reports: [
            {
              id: 'rep-2',
              reason: 'harassment',
              note: null,
              reporter: { id: 'u-rex', username: 'rex' },
              createdAt: '2026-12-01T08:30:00.000Z',
            },
          ],
        }),
        group({
          id: 'rep-3',
          targetType: 'user',
          targetId: 'u-spam',
          post: null,
          user: {
            id: 'u-spam',
            username: 'spammer',
            displayName: 'Cheap Pills',
            profileImageUrl: null,
            isVerified: false,
            isSuspended: true,
          },
          reportsCount: 1,
          reports: [
            {
              id: 'rep-3',
              reason: 'other',
              note: 'Fake account',
              reporter: { id: 'u-rex', username: 'rex' },
              createdAt: '2026-12-01T07:00:00.000Z',
            },
          ],
          actions: [
            {
              id: 'a1',
              action: 'suspend',
              note: 'Spam wave',
              moderator: { id: 'u-admin', username: 'admin' },
              createdAt: '2026-12-01T07:30:00.000Z',
            },
          ],
        }),
      ]),
    });
    const post = await regionOf('Post by @rex');
    expect(within(post).getByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    expect(within(post).getByText('2 reports')).toBeInTheDocument();
    expect(within(post).getByText('Spam')).toBeInTheDocument();
    expect(within(post).getByText('Links to a shop')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: '@luna' })).toHaveAttribute('href', '/user/luna');
    expect(within(post).getByText('Misleading or unsafe pet-care advice')).toBeInTheDocument();
    // The post is shown as members see it, without its own actions.
    expect(within(post).queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Post options' })).not.toBeInTheDocument();
    const buttons = within(post).getByRole('group', { name: 'Actions for Post by @rex' });
    expect(
      within(buttons)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remove', 'Suspend']);

    const comment = await regionOf('Comment by @luna');
    expect(within(comment).getByText('You are all idiots')).toBeInTheDocument();
    expect(within(comment).getByText('Harassment or bullying')).toBeInTheDocument();

    const member = await regionOf('Member @spammer');
    expect(within(member).getByText('Cheap Pills')).toBeInTheDocument();
    expect(within(member).getByText('Suspended', { selector: '.pc-badge' })).toBeInTheDocument();
    expect(within(member).getByText('Spam wave')).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(within(member).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it("dismisses with {action:'dismiss'} and the note, then reads the queue again", async () => {
    let answered = false;
    const fetchMock = renderPage({
      [`GET ${REPORTS}`]: () => Response.json(page(answered ? [] : [group()])),
      [`POST ${REPORTS}/rep-1/actions`]: () => {
        answered = true;
        return Response.json({ message: 'Report dismissed' }, { status: 201 });
      },
    });
    const post = await regionOf('Post by @rex');
    fireEvent.change(within(post).getByRole('textbox', { name: 'Note for the record (optional)' }), {
      target: { value: 'Not spam' },
    });
    fireEvent.click(within(post).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', `${REPORTS}/rep-1/actions`);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ action: 'dismiss', note: 'Not spam' });
    expect(currentToast()?.title).toBe('Report dismissed');
  });

  it('removes a post (no note sent when blank) and then offers Restore on the updated group', async () => {
    let removed = false;
    const fetchMock = renderPage({
      [`GET ${REPORTS}`]: () => Response.json(page([group({ isRemoved: removed })])),
      [`POST ${REPORTS}/rep-1/actions`]: () => {
        removed = true;
        return Response.json(group({ isRemoved: true }));
      },
    });
    const post = await regionOf('Post by @rex');
    fireEvent.click(within(post).getByRole('button', { name: 'Remove' }));
    expect(await within(post).findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', `${REPORTS}/rep-1/actions`)[0].init?.body))).toEqual({
      action: 'remove',
    });
  });

  it('asks for the newest first, switches to most reported, and loads more with the cursor', async () => {
    const fetchMock = renderPage({
      [`GET ${REPORTS}`]: ({ url }: { url: string }) => {
        const query = new URL(url, 'http://x').searchParams;
        if (query.get('cursor') === 'next-1')
          return Response.json(
            page([group({ id: 'rep-9', post: feedPost({ id: 'p9', content: 'Second page post' }) })]),
          );
        return Response.json(page([group()], 'next-1'));
      },
    });
    await regionOf('Post by @rex');
    const first = new URL(String(fetchMock.mock.calls[0][0]), 'http://x').searchParams;
    expect(first.get('sort')).toBe('newest');
    expect(first.get('status')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Most reported' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Most reported' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', REPORTS).some(
          (call) => new URL(call.url, 'http://x').searchParams.get('sort') === 'most',
        ),
      ).toBe(true),
    );
  });

  it('shows the empty state', async () => {
    renderPage({ [`GET ${REPORTS}`]: page([]) });
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    renderPage({ [`GET ${REPORTS}`]: () => Response.json({ message: 'down' }, { status: 503 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the reports');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("toasts the server's message when an action fails", async () => {
    renderPage({
      [`GET ${REPORTS}`]: page([group()]),
      [`POST ${REPORTS}/rep-1/actions`]: () =>
        Response.json({ message: 'Report not found' }, { status: 404 }),
    });
    fireEvent.click(within(await regionOf('Post by @rex')).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Action failed', description: 'Report not found' }),
    );
  });

  it('tells a member it is for admins only and never asks for the reports', async () => {
    signInAs(MAYA);
    const fetchMock = renderPage({ [`GET ${REPORTS}`]: page([group()]) });
    expect(screen.getByRole('alert')).toHaveTextContent('Admins only');
    expect(callsTo(fetchMock, 'GET', REPORTS)).toHaveLength(0);
  });

  it('asks a visitor to sign in and come back', () => {
    signOutVisitor();
    const fetchMock = renderPage({ [`GET ${REPORTS}`]: page([group()]) });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?${new URLSearchParams({ returnTo: '/admin/moderation' })}`,
    );
    expect(callsTo(fetchMock, 'GET', REPORTS)).toHaveLength(0);
  });

  it('waits while the session is checked', () => {
    useSession.setState({ status: 'loading', user: null });
    renderPage({});
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
  });
});
