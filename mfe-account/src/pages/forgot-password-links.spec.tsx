import { useSession } from '@petcora/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders } from '../test/render-with-providers';
import AuthPage from './auth-page';
import ForgotPasswordPage from './forgot-password-page';
import LegacyAuthPage from './legacy-auth-page';

/** Both sign-in form families lead to /forgot-password. */
describe("'Forgot password?' on the sign-in screens", () => {
  beforeEach(() => {
    useSession.setState({ status: 'anonymous', user: null, refresh: async () => undefined });
    mockFetch(() => new Response(null, { status: 404 }));
  });

  it.each([
    ['/auth', <AuthPage key="auth" />],
    ['/legacy-auth', <LegacyAuthPage key="legacy" />],
  ])('%s links to the forgot-password page', async (path, page) => {
    renderWithProviders(
      <Routes>
        <Route path={path} element={page} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      { route: path },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
