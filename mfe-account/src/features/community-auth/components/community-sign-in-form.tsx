import type { AuthResponse } from '@petcora/contracts';
import { UsernameSignInDto } from '@petcora/validation';
import { AuthForm, type AuthFormVariant } from '../../../components/auth-form';
import { welcomeToProfile } from '../api/full-sign-up';
import { usernameSignIn } from '../api/username-sign-in';

const USERNAME_SIGN_IN: AuthFormVariant<UsernameSignInDto, AuthResponse> = {
  name: 'Sign in',
  dto: UsernameSignInDto,
  empty: { username: '', password: '' },
  sections: [
    {
      layout: [
        { name: 'username', label: 'Username', autoComplete: 'username' },
        {
          name: 'password',
          label: 'Password',
          type: 'revealable-password',
          autoComplete: 'current-password',
        },
      ],
    },
  ],
  forgotPassword: true,
  submit: { label: 'Sign In', pendingLabel: 'Signing In...' },
  request: usernameSignIn,
  failure: { title: 'Sign in failed', fallback: 'Invalid email or password. Please try again.' },
};

/** Sign-in by username; success is a full page load onto the user's profile. */
export function CommunitySignInForm({
  navigateTo = (path: string) => window.location.assign(path),
}: {
  navigateTo?: (path: string) => void;
}) {
  return (
    <AuthForm
      variant={USERNAME_SIGN_IN}
      onSuccess={async (response, values) =>
        navigateTo(
          await welcomeToProfile(
            { title: 'Welcome back!', description: "You've successfully signed in to Pet Cora." },
            response,
            values.username,
          ),
        )
      }
    />
  );
}
