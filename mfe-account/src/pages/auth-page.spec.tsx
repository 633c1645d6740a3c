import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { Toaster } from '@petcora/ui/toaster';
import { useToastStore } from '@petcora/ui/toast';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@petcora/api-client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import AuthPage from './auth-page';

const user = { id: 'u1', username: 'maya', email: 'maya@example.com' } as CurrentUser;

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;

function renderAuth() {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/profile-setup', element: <h1>Profile setup</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/community', element: <h1>Community</h1> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe('AuthPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'anonymous', user: null });
    handler = () => new Response(null, { status: 404 });
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(handler(String(url), init ?? {})),
    ) as unknown as typeof fetch;
  });

  it('shows the validation messages under the fields and sends nothing', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('validates sign-up and switches tabs with the links', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText('Username'), 'a b');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      screen.getByText('Username can only contain letters, numbers, and underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('disables the submit button with "Signing In..." while pending, then welcomes and moves on after 1 s', async () => {
    let finishSignIn: (response: Response) => void = () => undefined;
    handler = (url) => {
      if (url === '/api/auth/signin') return new Promise<Response>((resolve) => (finishSignIn = resolve));
      if (url === '/api/auth/me') return Response.json(user);
      return new Response(null, { status: 404 });
    };
    const router = renderAuth();
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();
    const [, init] = jest.mocked(globalThis.fetch).mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'maya@example.com', password: 'secret-pass' });

    await act(async () => finishSignIn(Response.json({ user: { username: 'maya' } })));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've successfully signed in.")).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().status).toBe('authenticated'));
    expect(router.state.location.pathname).toBe('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'), { timeout: 2000 });
  });

  it('shows the server message in a destructive toast when sign-in fails', async () => {
    handler = () => Response.json({ message: 'Invalid email or password' }, { status: 401 });
    renderAuth();
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(useToastStore.getState().current?.variant).toBe('destructive');
  });

  it('signs up without sending the password confirmation, showing "Creating Account..." meanwhile', async () => {
    let finish: (response: Response) => void = () => undefined;
    handler = (url) => {
      if (url === '/api/auth/signup') return new Promise<Response>((resolve) => (finish = resolve));
      return Response.json(user);
    };
    renderAuth();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'maya');
    await userEvent.type(screen.getByLabelText('Password'), 'longenough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'longenough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    const [url, init] = jest.mocked(globalThis.fetch).mock.calls[0];
    expect(url).toBe('/api/auth/signup');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'maya@example.com',
      username: 'maya',
      password: 'longenough',
    });
    await act(async () => finish(Response.json({ user: { username: 'maya' } })));
    expect(
      await screen.findByText('Welcome to Pet Cora', { selector: '.pc-toast__title' }),
    ).toBeInTheDocument();
  });

  it('sends an already signed-in user to the saved path and clears it', async () => {
    sessionStorage.setItem('redirectAfterLogin', '/community');
    useSession.setState({ status: 'authenticated', user });
    const router = renderAuth();
    await waitFor(() => expect(router.state.location.pathname).toBe('/community'));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('sends an already signed-in user without a saved path to /dashboard', async () => {
    useSession.setState({ status: 'authenticated', user });
    const router = renderAuth();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
