import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { MESSAGES } from '@petcora/validation';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation/account-recovery';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { dashboardMember } from '../../../test/dashboard-member';
import { DashboardScreen } from './dashboard-screen';

const maya = dashboardMember({ emailVerified: true });

async function openDialog() {
  renderWithProviders(<DashboardScreen user={maya} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Change Email' }));
  return screen.findByRole('dialog', { name: 'Change Email' });
}

describe("the dashboard's Change Email dialog", () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'authenticated', user: maya, refresh: async () => undefined });
  });

  it('sends the new address and the password, then says where the link went', async () => {
    const fetchMock = mockFetch((url, init) =>
      url === '/api/auth/email-change' && init.method === 'POST'
        ? jsonResponse(202, { message: ACCOUNT_RECOVERY_MESSAGES.emailChangeSent })
        : jsonResponse(200, []),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('New Email'), 'maya.new@example.com');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'first-kibble-walk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(ACCOUNT_RECOVERY_MESSAGES.emailChangeSent),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/email-change');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      newEmail: 'maya.new@example.com',
      password: 'first-kibble-walk',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Email' })).toBeNull());
  });

  it('checks the address before sending and shows the server refusing a wrong password', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/email-change'
        ? jsonResponse(400, { message: ACCOUNT_RECOVERY_MESSAGES.wrongPassword })
        : jsonResponse(200, []),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('New Email'), 'not-an-address');
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    expect(await within(dialog).findByText(MESSAGES.email)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/email-change')).toBe(false);

    const address = within(dialog).getByLabelText('New Email');
    await userEvent.clear(address);
    await userEvent.type(address, 'maya.new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(ACCOUNT_RECOVERY_MESSAGES.wrongPassword),
    );
    expect(screen.getByRole('dialog', { name: 'Change Email' })).toBeInTheDocument();
  });
});
