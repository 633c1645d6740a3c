import { UsernameSignInDto } from '@petcora/validation';
import type { FieldLayout } from '../../../components/form-fields';
import { SignInFormFrame } from '../../../components/sign-in-form-frame';
import { useForm } from 'react-hook-form';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { welcomeToProfile } from '../api/full-sign-up';
import { useUsernameSignIn } from '../api/username-sign-in';
import { toastFailure } from '../../../lib/toast-failure';

const FIELDS: FieldLayout<UsernameSignInDto> = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'revealable-password', autoComplete: 'current-password' },
];

/** Sign-in by username; success is a full page load onto the user's profile. */
export function CommunitySignInForm({
  navigateTo = (path: string) => window.location.assign(path),
}: {
  navigateTo?: (path: string) => void;
}) {
  const form = useForm<UsernameSignInDto>({
    resolver: dtoResolver(UsernameSignInDto),
    defaultValues: { username: '', password: '' },
  });
  const signIn = useUsernameSignIn();

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: async (response) =>
        navigateTo(
          await welcomeToProfile(
            { title: 'Welcome back!', description: "You've successfully signed in to Pet Cora." },
            response,
            values.username,
          ),
        ),
      onError: toastFailure('Sign in failed', 'Invalid email or password. Please try again.'),
    }),
  );

  return (
    <SignInFormFrame
      form={form}
      layout={FIELDS}
      onSubmit={submit}
      pending={signIn.isPending}
      finishing={signIn.isSuccess}
    />
  );
}
