import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { CommunityAuthScreen } from './community-auth-screen';

describe('CommunityAuthScreen (/legacy-auth)', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'anonymous', user: null });
  });

  it('shows the headline and the three marketing points', () => {
    mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<CommunityAuthScreen title={<h2>Welcome</h2>} />);
    expect(screen.getByRole('heading', { name: 'Join the Pet Cora Community' })).toBeInTheDocument();
    for (const point of ['Share Your Story', 'Natural Pet Care', 'Expert Community']) {
      expect(screen.getByRole('heading', { name: point })).toBeInTheDocument();
    }
  });

  it('requires username and password for sign-in', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<CommunityAuthScreen title={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every full sign-up message under its field', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<CommunityAuthScreen title={null} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Username'), 'a_very_long_username');
    await userEvent.type(screen.getByLabelText('Password'), 'longenough');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'different1');
    await userEvent.type(screen.getByLabelText('Website (optional)'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be no more than 15 characters',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription('Display name is required');
    expect(screen.getByLabelText('Website (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles a password between hidden and shown', async () => {
    mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<CommunityAuthScreen title={null} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('toasts "Registration failed" with the server message', async () => {
    mockFetch((url) =>
      url === '/api/auth/signup'
        ? Response.json({ message: 'Username already taken' }, { status: 409 })
        : new Response(null, { status: 404 }),
    );
    renderWithProviders(<CommunityAuthScreen title={null} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Maya');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'maya');
    await userEvent.type(screen.getByLabelText('Password'), 'longenough');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'longenough');
    await userEvent.type(screen.getByLabelText('Display Name'), 'Maya');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Username already taken')).toBeInTheDocument();
  });

  it('falls back to the spec text when sign-in fails without a message', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    renderWithProviders(<CommunityAuthScreen title={null} />);
    await userEvent.type(screen.getByLabelText('Username'), 'maya');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.description).toBe(
        'Invalid email or password. Please try again.',
      ),
    );
    expect(useToastStore.getState().current?.title).toBe('Sign in failed');
  });
});
