import { createQueryClient } from '@petcora/api-client/query-client';
import type { FollowState, PublicProfile } from '@petcora/contracts';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSignInPrompt } from '../../../../components/sign-in-prompt';
import { callsTo, deferred, mockApi } from '../../../../test/mock-api';
import { publicProfile } from '../../../../test/people';
import { currentToast, MAYA, resetUiState, signInAs, signOutVisitor } from '../../../../test/posts';
import { FollowButton } from './follow-button';

/** The button fed from a cached profile, as the pages use it. */
function CachedProfileFollow() {
  const { data } = useQuery<PublicProfile>({ queryKey: ['/api/profile', 'rex'], enabled: false });
  if (!data) return null;
  return (
    <>
      <p>{data.followersCount} followers</p>
      <FollowButton username={data.username} isFollowing={data.isFollowing} />
    </>
  );
}

function renderWithProfile(profile: PublicProfile, queryClient: QueryClient = createQueryClient()) {
  queryClient.setQueryData(['/api/profile', 'rex'], profile);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CachedProfileFollow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const followed = (count: number): FollowState => ({
  userId: 'u-rex',
  username: 'rex',
  isFollowing: true,
  followersCount: count,
});

describe('FollowButton', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it('follows at once (pressed, count up, disabled while pending), then takes the server count', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ 'POST /api/users/rex/follow': () => answer.promise });
    renderWithProfile(publicProfile({ followersCount: 12 }));

    const button = screen.getByRole('button', { name: 'Follow @rex' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);

    const pressed = await screen.findByRole('button', { name: /^Following/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toBeDisabled();
    expect(screen.getByText('13 followers')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/users/rex/follow')).toHaveLength(1);

    await act(async () => answer.resolve(Response.json(followed(20))));
    await waitFor(() => expect(screen.getByText('20 followers')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Following/ })).toBeEnabled();
  });

  it('unfollows with DELETE', async () => {
    const api = mockApi({
      'DELETE /api/users/rex/follow': {
        userId: 'u-rex',
        username: 'rex',
        isFollowing: false,
        followersCount: 11,
      },
    });
    renderWithProfile(publicProfile({ followersCount: 12, isFollowing: true }));
    fireEvent.click(screen.getByRole('button', { name: /^Following/ }));
    expect(await screen.findByText('11 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow @rex' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(api, 'DELETE', '/api/users/rex/follow')).toHaveLength(1);
  });

  it('reverts and says so when the server refuses', async () => {
    mockApi({
      'POST /api/users/rex/follow': () => Response.json({ message: 'User not found' }, { status: 404 }),
    });
    renderWithProfile(publicProfile({ followersCount: 12 }));
    fireEvent.click(screen.getByRole('button', { name: 'Follow @rex' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Action failed', description: 'User not found' }),
    );
    expect(screen.getByRole('button', { name: 'Follow @rex' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('12 followers')).toBeInTheDocument();
  });

  it("falls back to 'Could not update follow status' when the failure carries no message", async () => {
    mockApi({ 'POST /api/users/rex/follow': () => new Response('', { status: 502 }) });
    renderWithProfile(publicProfile());
    fireEvent.click(screen.getByRole('button', { name: 'Follow @rex' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({
        title: 'Action failed',
        description: 'Could not update follow status',
      }),
    );
  });

  it('asks visitors to sign in and sends nothing', () => {
    signOutVisitor();
    const api = mockApi({});
    renderWithProfile(publicProfile());
    fireEvent.click(screen.getByRole('button', { name: 'Follow @rex' }));
    expect(useSignInPrompt.getState().action).toBe('follow');
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Follow @rex' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not shown on one’s own account (any letter case)', () => {
    signInAs({ ...MAYA, username: 'Rex' });
    mockApi({});
    renderWithProfile(publicProfile());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("moves the viewer's own following count when their profile is cached", async () => {
    mockApi({ 'POST /api/users/rex/follow': followed(13) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      ['/api/profile', 'maya'],
      publicProfile({ id: 'u-maya', username: 'maya', followingCount: 2, isOwnProfile: true }),
    );
    renderWithProfile(publicProfile(), queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Follow @rex' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<PublicProfile>(['/api/profile', 'maya'])?.followingCount).toBe(3),
    );
  });
});
