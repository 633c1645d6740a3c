import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation/account-recovery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { dashboardMember } from '../../../test/dashboard-member';
import { DashboardScreen } from './dashboard-screen';

const member = (emailVerified?: boolean) => dashboardMember({ emailVerified });

describe('the dashboard banner of an unconfirmed address', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'authenticated', user: member(false), refresh: async () => undefined });
  });

  it('asks an unconfirmed member to confirm and resends the link', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === '/api/auth/verify-email/resend' && init.method === 'POST'
        ? jsonResponse(202, { message: ACCOUNT_RECOVERY_MESSAGES.verificationSent })
        : jsonResponse(200, []),
    );
    renderWithProviders(<DashboardScreen user={member(false)} />);
    const banner = screen.getByRole('region', { name: 'E-mail confirmation' });
    expect(banner).toHaveTextContent('Please confirm your e-mail address');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(ACCOUNT_RECOVERY_MESSAGES.verificationSent),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/verify-email/resend')).toBe(true);
  });

  it("shows the server's refusal when resends are used up", async () => {
    mockFetch((url) =>
      url === '/api/auth/verify-email/resend'
        ? jsonResponse(429, { message: ACCOUNT_RECOVERY_MESSAGES.tooManyMailRequests })
        : jsonResponse(200, []),
    );
    renderWithProviders(<DashboardScreen user={member(false)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(
        ACCOUNT_RECOVERY_MESSAGES.tooManyMailRequests,
      ),
    );
  });

  it('is not shown once the address is confirmed, nor when the answer does not say', () => {
    mockFetch(() => jsonResponse(200, []));
    const { unmount } = renderWithProviders(<DashboardScreen user={member(true)} />);
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<DashboardScreen user={member(undefined)} />);
    expect(screen.queryByText('Please confirm your e-mail address')).not.toBeInTheDocument();
  });
});
