import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MEMBER } from '../../../test/onboarding-member';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { OnboardingForm } from './onboarding-form';

const user = ONBOARDING_MEMBER;

describe('OnboardingForm', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'authenticated', user, refresh: async () => undefined });
  });

  it('toasts "Username required" for a blank username and sends nothing', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<OnboardingForm user={user} />);
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please provide a username to continue')).toBeInTheDocument();
    expect(useToastStore.getState().current?.title).toBe('Username required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends onboardingCompleted: true with the form values', async () => {
    const fetchMock = mockFetch(() => Response.json({ user: { ...user, onboardingCompleted: true } }));
    renderWithProviders(<OnboardingForm user={user} />);
    await userEvent.type(screen.getByLabelText('Display Name'), 'Maya L');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/onboarding');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'maya',
      displayName: 'Maya L',
      onboardingCompleted: true,
    });
  });

  it('shows the spec failure toast when saving fails', async () => {
    mockFetch(() => Response.json({ message: 'boom' }, { status: 500 }));
    renderWithProviders(<OnboardingForm user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText("We couldn't save your profile. Please try again.")).toBeInTheDocument();
  });
});
