import { useSession } from '@petcora/session';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminStats } from '../../../test/admin-stats';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { HiddenAdminEntry } from './hidden-admin-entry';

const stats = adminStats({
  moderation: { pending: 2 },
  recentActivity: [{ id: 'a1', description: 'maya joined Pet Cora', timestamp: '2026-11-20T10:00:00.000Z' }],
});

function clickWelcome(times: number) {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole('heading', { name: 'Welcome' }));
}

describe('HiddenAdminEntry', () => {
  beforeEach(() => {
    useSession.setState({ status: 'authenticated', user: null, refresh: async () => undefined });
  });

  it('opens the prompt on the fifth quick click only', () => {
    mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<HiddenAdminEntry />);
    clickWelcome(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    clickWelcome(1);
    expect(screen.getByRole('dialog', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('does not open when the clicks are more than 3 s apart', () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      mockFetch(() => new Response(null, { status: 404 }));
      renderWithProviders(<HiddenAdminEntry />);
      clickWelcome(4);
      act(() => jest.advanceTimersByTime(3001));
      clickWelcome(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('alerts "Invalid admin password" when the server refuses', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockFetch(() => Response.json({ message: 'Invalid admin password' }, { status: 401 }));
    renderWithProviders(<HiddenAdminEntry />);
    clickWelcome(5);
    await userEvent.type(screen.getByLabelText('Admin password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invalid admin password'));
    expect(screen.getByRole('dialog', { name: 'Admin Access' })).toBeInTheDocument();
  });

  it('shows the overview after a server unlock and clears the password on Logout', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/admin/unlock') return Response.json({ message: 'ok' });
      if (url === '/api/admin/stats') return Response.json(stats);
      return new Response(null, { status: 204 });
    });
    renderWithProviders(<HiddenAdminEntry />);
    clickWelcome(5);
    await userEvent.type(screen.getByLabelText('Admin password'), 'petcora-overview-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ password: 'petcora-overview-1' });
    expect(await screen.findByText('Requires attention')).toBeInTheDocument();
    expect(screen.getByText('99.9% uptime')).toBeInTheDocument();
    expect(screen.getByText('maya joined Pet Cora')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/lock')).toBe(true));
    clickWelcome(5);
    expect(screen.getByLabelText('Admin password')).toHaveValue('');
  });
});
