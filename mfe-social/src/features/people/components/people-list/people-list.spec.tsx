import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { person, renderRoutes } from '../../../../test/people';
import { MAYA, resetUiState, signInAs } from '../../../../test/posts';
import { PeopleList } from './people-list';

describe('PeopleList', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it("loads the next page with the previous page's cursor on 'Load more'", async () => {
    const api = mockApi({
      'GET /api/users/rex/followers': ({ url }: { url: string }) =>
        Response.json(
          new URL(url, 'http://x').searchParams.get('cursor') === 'c1'
            ? {
                users: [person({ id: 'u-bo', username: 'bo', displayName: 'Bo', bio: 'Parrot person' })],
                hasMore: false,
                nextCursor: null,
              }
            : { users: [person({ isFollowing: true })], hasMore: true, nextCursor: 'c1' },
        ),
    });
    renderRoutes({ '/x': <PeopleList username="rex" kind="followers" /> }, { route: '/x' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading people...');
    expect(await screen.findByRole('link', { name: 'Luna Cat @luna' })).toHaveAttribute(
      'href',
      '/profile/luna',
    );
    expect(screen.getByRole('button', { name: /^Following @luna/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Parrot person')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const urls = callsTo(api, 'GET', '/api/users/rex/followers').map((call) => call.url);
    expect(urls).toEqual([
      '/api/users/rex/followers?limit=20',
      '/api/users/rex/followers?limit=20&cursor=c1',
    ]);
  });

  it.each([
    ['followers', '@rex has no followers yet.'],
    ['following', "@rex isn't following anyone yet."],
  ] as const)('has an empty text for %s', async (kind, text) => {
    mockApi({ [`GET /api/users/rex/${kind}`]: { users: [], hasMore: false, nextCursor: null } });
    renderRoutes({ '/x': <PeopleList username="rex" kind={kind} /> }, { route: '/x' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    mockApi({
      'GET /api/users/rex/following': () => Response.json({ message: 'Invalid cursor' }, { status: 400 }),
    });
    renderRoutes({ '/x': <PeopleList username="rex" kind="following" /> }, { route: '/x' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid cursor'));
  });

  it('escapes the username in the address', async () => {
    const api = mockApi({});
    renderRoutes({ '/x': <PeopleList username="a/../b?c" kind="following" /> }, { route: '/x' });
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(String(api.mock.calls[0][0])).toBe('/api/users/a%2F..%2Fb%3Fc/following?limit=20');
  });
});
