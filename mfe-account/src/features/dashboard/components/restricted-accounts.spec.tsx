import type { RestrictedMember, RestrictedMembersPage } from '@petcora/contracts';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { RestrictedAccounts } from './restricted-accounts';

function member(n: number): RestrictedMember {
  return {
    id: `u${n}`,
    username: `member${n}`,
    displayName: `Member ${n}`,
    profileImageUrl: null,
    since: '2026-12-01T10:00:00.000Z',
  };
}

const page = (users: RestrictedMember[], nextCursor: string | null = null): RestrictedMembersPage => ({
  users,
  nextCursor,
});

const listNamed = (name: string) => screen.findByRole('region', { name });

describe('RestrictedAccounts', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows the loading state, then both empty states', async () => {
    let release!: () => void;
    const gate = new Promise<void>((done) => {
      release = done;
    });
    mockFetch(async () => {
      await gate;
      return Response.json(page([]));
    });
    renderWithProviders(<RestrictedAccounts />);
    expect(screen.getByText('Loading blocked accounts...')).toBeInTheDocument();
    expect(screen.getByText('Loading muted accounts...')).toBeInTheDocument();
    release();
    expect(await screen.findByText("You haven't blocked anyone")).toBeInTheDocument();
    expect(await screen.findByText("You haven't muted anyone")).toBeInTheDocument();
  });

  it('lists blocked members newest first and loads more with the cursor', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/users/me/blocks') return Response.json(page([member(1), member(2)], 'c-2'));
      if (url === '/api/users/me/blocks?cursor=c-2') return Response.json(page([member(3)]));
      return Response.json(page([]));
    });
    renderWithProviders(<RestrictedAccounts />);
    const blocked = await listNamed('Blocked accounts');
    expect(await within(blocked).findByText('Member 1')).toBeInTheDocument();
    expect(within(blocked).getByText('@member2', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(within(blocked).getByRole('button', { name: 'Load more' }));
    expect(await within(blocked).findByText('Member 3')).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/users/me/blocks?cursor=c-2');
  });

  it('unblocks a member: DELETE, the row leaves, a toast confirms', async () => {
    let blocks = [member(1), member(2)];
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/users/member1/block' && init.method === 'DELETE') {
        blocks = blocks.filter((one) => one.username !== 'member1');
        return Response.json({ userId: 'u1', username: 'member1', isBlocked: false });
      }
      if (url === '/api/users/me/blocks') return Response.json(page(blocks));
      return Response.json(page([]));
    });
    renderWithProviders(<RestrictedAccounts />);
    const blocked = await listNamed('Blocked accounts');
    await userEvent.click(await within(blocked).findByRole('button', { name: 'Unblock @member1' }));
    await waitFor(() => expect(within(blocked).queryByText('Member 1')).not.toBeInTheDocument());
    expect(within(blocked).getByText('Member 2')).toBeInTheDocument();
    expect(useToastStore.getState().current?.title).toBe('Unblocked @member1');
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/users/member1/block' && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });

  it('unmutes from the muted list', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/users/member5/mute' && init.method === 'DELETE')
        return Response.json({ userId: 'u5', username: 'member5', isMuted: false });
      if (url === '/api/users/me/mutes') return Response.json(page([member(5)]));
      return Response.json(page([]));
    });
    renderWithProviders(<RestrictedAccounts />);
    const muted = await listNamed('Muted accounts');
    await userEvent.click(await within(muted).findByRole('button', { name: 'Unmute @member5' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Unmuted @member5'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/users/member5/mute' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it("keeps the member and toasts the server's message when unblocking fails", async () => {
    mockFetch((url, init) => {
      if (init.method === 'DELETE') return Response.json({ message: 'Too many requests' }, { status: 429 });
      if (url === '/api/users/me/blocks') return Response.json(page([member(1)]));
      return Response.json(page([]));
    });
    renderWithProviders(<RestrictedAccounts />);
    const blocked = await listNamed('Blocked accounts');
    await userEvent.click(await within(blocked).findByRole('button', { name: 'Unblock @member1' }));
    await waitFor(() => expect(useToastStore.getState().current?.description).toBe('Too many requests'));
    expect(within(blocked).getByText('Member 1')).toBeInTheDocument();
  });

  it('shows an error with a retry when a list cannot be read', async () => {
    mockFetch(() => Response.json({ message: 'down' }, { status: 503 }));
    renderWithProviders(<RestrictedAccounts />);
    const blocked = await listNamed('Blocked accounts');
    expect(await within(blocked).findByText('Could not load blocked accounts')).toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
