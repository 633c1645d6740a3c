import { createQueryClient } from '@petcora/api-client/query-client';
import { SAFETY_MESSAGES, type PublicProfile } from '@petcora/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import UserProfilePage from '../../../pages/user-profile-page';
import ProfilePage from '../../../pages/profile-page';
import { callsTo, mockApi, type Route } from '../../../test/mock-api';
import { publicProfile, renderRoutes } from '../../../test/people';
import { currentToast, feedPost, MAYA, resetUiState, signInAs } from '../../../test/posts';

const posts = { posts: [feedPost()], hasMore: false, nextCursor: null };
const FEED_KEY = ['/api/posts', 'feed', 'chronological'];

/** The profile page with a mutable profile the block and mute routes change, like the server would. */
function showProfile(initial: Partial<PublicProfile> = {}, extra: Record<string, Route> = {}) {
  let profile = publicProfile(initial);
  const fetchMock = mockApi({
    'GET /api/profile/rex': () => Response.json(profile),
    'GET /api/profile/rex/posts': () => Response.json(profile.isBlocked ? { ...posts, posts: [] } : posts),
    'POST /api/users/rex/block': () => {
      profile = { ...profile, isBlocked: true, isFollowing: false, followsYou: false };
      return Response.json({ userId: 'u-rex', username: 'rex', isBlocked: true });
    },
    'DELETE /api/users/rex/block': () => {
      profile = { ...profile, isBlocked: false };
      return Response.json({ userId: 'u-rex', username: 'rex', isBlocked: false });
    },
    'POST /api/users/rex/mute': () => {
      profile = { ...profile, isMuted: true };
      return Response.json({ userId: 'u-rex', username: 'rex', isMuted: true });
    },
    'DELETE /api/users/rex/mute': () => {
      profile = { ...profile, isMuted: false };
      return Response.json({ userId: 'u-rex', username: 'rex', isMuted: false });
    },
    ...extra,
  });
  const queryClient = createQueryClient();
  // A feed read earlier in the visit: blocking must send it back to the server.
  queryClient.setQueryData(FEED_KEY, { pages: [posts], pageParams: [null] });
  renderRoutes(
    { '/user/:username': <UserProfilePage />, '/profile/:username': <ProfilePage /> },
    {
      route: '/user/rex',
      queryClient,
    },
  );
  return { fetchMock, queryClient };
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More options for @rex' }));
  return screen.getByRole('menu', { name: 'More options for @rex' });
}

describe('the profile safety menu', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it('sits beside Follow with Report, Block and Mute', async () => {
    showProfile();
    expect(await screen.findByRole('button', { name: 'Follow @rex' })).toBeInTheDocument();
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report', 'Block', 'Mute']);
  });

  it('is not on your own profile', async () => {
    mockApi({
      'GET /api/profile/maya': publicProfile({ id: 'u-maya', username: 'maya', isOwnProfile: true }),
      'GET /api/profile/maya/posts': { posts: [], hasMore: false, nextCursor: null },
    });
    renderRoutes({ '/user/:username': <UserProfilePage /> }, { route: '/user/maya' });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More options/ })).not.toBeInTheDocument();
  });

  it('asks before blocking, then hides the posts and refreshes the feeds', async () => {
    const { fetchMock, queryClient } = showProfile({ isFollowing: true });
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block @rex?' });
    expect(dialog).toHaveTextContent(/any follows between you end/);
    expect(callsTo(fetchMock, 'POST', '/api/users/rex/block')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked @rex')).toBeInTheDocument();
    expect(screen.queryByText('Rex found a stick the size of a tree.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/users/rex/block')).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryState(FEED_KEY)?.isInvalidated).toBe(true));
    expect(currentToast()).toEqual({ title: 'Blocked @rex', description: undefined });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not block when the confirmation is cancelled', async () => {
    const { fetchMock } = showProfile();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Block' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/users/rex/block')).toHaveLength(0);
    expect(screen.getByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
  });

  it('offers Unblock for a blocked member and unblocks at once', async () => {
    const { fetchMock } = showProfile({ isBlocked: true });
    expect(await screen.findByText('You blocked @rex')).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Unblock' }));
    expect(await screen.findByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/users/rex/block')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Follow @rex' })).toBeInTheDocument();
  });

  it('mutes without asking, with a toast, then offers Unmute', async () => {
    const { fetchMock, queryClient } = showProfile();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Mute' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Muted @rex'));
    expect(callsTo(fetchMock, 'POST', '/api/users/rex/mute')).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryState(FEED_KEY)?.isInvalidated).toBe(true));
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Unmute' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Unmuted @rex'));
    expect(callsTo(fetchMock, 'DELETE', '/api/users/rex/mute')).toHaveLength(1);
  });

  it('reports the member from the menu', async () => {
    const { fetchMock } = showProfile(
      {},
      {
        'POST /api/reports': () =>
          Response.json({ id: 'r1', message: SAFETY_MESSAGES.reportThanks }, { status: 201 }),
      },
    );
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report @rex' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(SAFETY_MESSAGES.reportThanks)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/reports')[0].init?.body))).toEqual({
      targetType: 'user',
      targetId: 'u-rex',
      reason: 'spam',
    });
  });

  it("toasts the server's message when a block fails", async () => {
    showProfile(
      {},
      {
        'POST /api/users/rex/block': () =>
          Response.json({ message: SAFETY_MESSAGES.blockYourself }, { status: 400 }),
      },
    );
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Block' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Action failed', description: SAFETY_MESSAGES.blockYourself }),
    );
    expect(screen.getByText('Rex found a stick the size of a tree.')).toBeInTheDocument();
  });
});
