import { ADMIN_ELEVATION_REQUIRED } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminStats } from '../test/admin-stats';
import { mockFetch, renderWithProviders } from '../test/render-with-providers';
import AdminDashboardPage from './admin-dashboard-page';

const stats = adminStats();

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    useSession.setState({
      status: 'authenticated',
      user: { id: 'u1', username: 'boss', role: 'admin' } as never,
      refresh: async () => undefined,
    });
  });

  it('asks for the admin password while the session is not unlocked, then shows the cards', async () => {
    let unlocked = false;
    const fetchMock = mockFetch((url) => {
      if (url === '/api/admin/unlock') {
        unlocked = true;
        return Response.json({ message: 'Admin access granted' });
      }
      if (url === '/api/admin/stats')
        return unlocked
          ? Response.json(stats)
          : Response.json({ message: ADMIN_ELEVATION_REQUIRED }, { status: 403 });
      return new Response(null, { status: 404 });
    });
    renderWithProviders(<AdminDashboardPage />);
    await userEvent.type(await screen.findByLabelText('Admin password'), 'petcora-overview-1');
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/unlock')).toBe(true);
  });

  it('tells a member the page is for administrators', async () => {
    useSession.setState({ user: { id: 'u2', username: 'rex', role: 'member' } as never });
    mockFetch(() => Response.json({ message: 'Admin access required' }, { status: 403 }));
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Admin access required' })).toBeInTheDocument();
  });
});
