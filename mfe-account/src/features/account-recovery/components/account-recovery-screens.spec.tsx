import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation/account-recovery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { VerifyEmailScreen } from './verify-email-screen';

const TOKEN = 'a'.repeat(43);

describe('account recovery pages', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'anonymous', user: null, refresh: async () => undefined });
  });

  describe('/forgot-password', () => {
    it('checks the address before sending and then shows the one answer the server gives', async () => {
      const fetchMock = mockFetch((url, init) =>
        url === '/api/auth/password-reset' && init.method === 'POST'
          ? jsonResponse(202, { message: ACCOUNT_RECOVERY_MESSAGES.resetRequested })
          : new Response(null, { status: 404 }),
      );
      renderWithProviders(<ForgotPasswordScreen />);
      await userEvent.type(screen.getByLabelText('Email'), 'nope');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      expect(fetchMock).not.toHaveBeenCalled();

      await userEvent.clear(screen.getByLabelText('Email'));
      await userEvent.type(screen.getByLabelText('Email'), ' ann@example.com ');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_RECOVERY_MESSAGES.resetRequested);
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ email: 'ann@example.com' });
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    });
  });

  describe('/reset-password', () => {
    it("holds the new password to sign-up's rules, sends it with the link's token and then offers sign-in", async () => {
      const fetchMock = mockFetch((url) =>
        url === '/api/auth/password-reset/confirm'
          ? jsonResponse(200, { message: ACCOUNT_RECOVERY_MESSAGES.passwordReset })
          : new Response(null, { status: 404 }),
      );
      renderWithProviders(<ResetPasswordScreen />, { route: `/reset-password?token=${TOKEN}` });
      await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), 'short');
      await userEvent.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'other');
      await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
      expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAccessibleDescription(
        'Password must be at least 8 characters',
      );
      expect(
        screen.getByLabelText('Confirm new password', { selector: 'input' }),
      ).toHaveAccessibleDescription('Passwords do not match');
      expect(fetchMock).not.toHaveBeenCalled();

      await userEvent.clear(screen.getByLabelText('New password', { selector: 'input' }));
      await userEvent.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
      await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), 'sturdy-new-lead');
      await userEvent.type(
        screen.getByLabelText('Confirm new password', { selector: 'input' }),
        'sturdy-new-lead',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
      expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_RECOVERY_MESSAGES.passwordReset);
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
        token: TOKEN,
        password: 'sturdy-new-lead',
      });
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    });

    it("shows the server's refusal of a used or expired link", async () => {
      mockFetch(() => jsonResponse(400, { message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid }));
      renderWithProviders(<ResetPasswordScreen />, { route: `/reset-password?token=${TOKEN}` });
      await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), 'sturdy-new-lead');
      await userEvent.type(
        screen.getByLabelText('Confirm new password', { selector: 'input' }),
        'sturdy-new-lead',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
      await waitFor(() =>
        expect(useToastStore.getState().current?.description).toBe(
          ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid,
        ),
      );
    });

    it('says a malformed link is invalid without asking the server', () => {
      const fetchMock = mockFetch(() => new Response(null, { status: 404 }));
      renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password?token=broken' });
      expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid);
      expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('/verify-email', () => {
    it('confirms the address once on arrival and refreshes the session', async () => {
      const refresh = jest.fn(async () => undefined);
      useSession.setState({ refresh });
      const fetchMock = mockFetch((url) =>
        url === '/api/auth/verify-email'
          ? jsonResponse(200, { message: ACCOUNT_RECOVERY_MESSAGES.emailVerified })
          : new Response(null, { status: 404 }),
      );
      renderWithProviders(<VerifyEmailScreen />, { route: `/verify-email?token=${TOKEN}` });
      // The spinner (a 'Loading' status) first, then the answer.
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_RECOVERY_MESSAGES.emailVerified),
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: TOKEN });
      expect(refresh).toHaveBeenCalled();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    });

    it("shows the server's message for a dead link", async () => {
      mockFetch(() => jsonResponse(400, { message: ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid }));
      renderWithProviders(<VerifyEmailScreen />, { route: `/verify-email?token=${TOKEN}` });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid,
      );
    });
  });
});
