import { UsernameSignInDto } from '@petcora/validation';
import { AuthForm } from '../../../components/auth-form';
import { signInVariant } from '../../../components/auth-variants';
import { welcomeToProfile } from '../api/full-sign-up';
import { usernameSignIn } from '../api/username-sign-in';

const USERNAME_SIGN_IN = signInVariant<UsernameSignInDto>({
  dto: UsernameSignInDto,
  empty: { username: '', password: '' },
  identifier: { name: 'username', label: 'Username', autoComplete: 'username' },
  password: 'password',
  revealablePassword: true,
  request: usernameSignIn,
  fallback: 'Invalid email or password. Please try again.',
});

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
