import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, deferred, mockApi } from '../../../../test/mock-api';
import { person, renderRoutes } from '../../../../test/people';
import { MAYA, resetUiState, signInAs, signOutVisitor } from '../../../../test/posts';
import { SuggestedAccounts } from './suggested-accounts';

const show = () => renderRoutes({ '/community': <SuggestedAccounts /> }, { route: '/community' });

describe('SuggestedAccounts', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it('shows placeholders with a status while loading', () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/suggested-accounts': () => answer.promise });
    show();
    const card = screen.getByRole('region', { name: 'Suggested Accounts' });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading suggested accounts...');
  });

  it('lists people with avatar initial, name, verified tick, @username linking to /profile/{username} and Follow', async () => {
    const api = mockApi({
      'GET /api/suggested-accounts': {
        users: [
          person({ isVerified: true }),
          person({
            id: 'u-bo',
            username: 'bo',
            displayName: null,
            profileImageUrl: '/media/account/bo.webp',
          }),
        ],
        hasMore: false,
      },
      'POST /api/users/bo/follow': { userId: 'u-bo', username: 'bo', isFollowing: true, followersCount: 6 },
    });
    show();
    const luna = await screen.findByRole('link', { name: /Luna Cat/ });
    expect(luna).toHaveAttribute('href', '/profile/luna');
    expect(within(luna).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(luna).toHaveTextContent('Luna Cat@luna');
    // No display name: the username is the name.
    expect(screen.getByRole('link', { name: 'bo @bo' })).toHaveAttribute('href', '/profile/bo');
    expect(callsTo(api, 'GET', '/api/suggested-accounts')[0].url).toBe('/api/suggested-accounts?limit=5');

    fireEvent.click(screen.getByRole('button', { name: 'Follow @bo' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Following @bo/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(callsTo(api, 'POST', '/api/users/bo/follow')).toHaveLength(1);
  });

  it('says when there is nobody to suggest', async () => {
    mockApi({ 'GET /api/suggested-accounts': { users: [], hasMore: false } });
    show();
    expect(await screen.findByText('No suggestions right now. Check back later.')).toBeInTheDocument();
  });

  it('says when suggestions cannot be loaded', async () => {
    mockApi({ 'GET /api/suggested-accounts': () => Response.json({ message: 'down' }, { status: 503 }) });
    show();
    expect(await screen.findByText('Suggestions are unavailable right now.')).toBeInTheDocument();
  });

  it('shows visitors suggestions too; their Follow opens the sign-in prompt', async () => {
    signOutVisitor();
    const api = mockApi({ 'GET /api/suggested-accounts': { users: [person()], hasMore: false } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow @luna' }));
    expect(callsTo(api, 'POST', '/api/users/luna/follow')).toHaveLength(0);
  });
});
