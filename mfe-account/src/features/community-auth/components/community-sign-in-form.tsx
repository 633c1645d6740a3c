import { useSession } from '@petcora/session';
import { UsernameSignInDto } from '@petcora/validation';
import { toast } from '@petcora/ui/toast';
import { type FieldLayout, FormFields } from '../../../components/form-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { profilePathOf } from '../api/full-sign-up';
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
      onSuccess: async (response) => {
        toast({
          title: 'Welcome back!',
          description: "You've successfully signed in to Pet Cora.",
          variant: 'success',
        });
        await useSession.getState().refresh();
        navigateTo(profilePathOf(response ?? { username: values.username }));
      },
      onError: toastFailure('Sign in failed', 'Invalid email or password. Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <FormFields layout={FIELDS} form={form} />
      <p className="account-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <SubmitButton
        label="Sign In"
        pendingLabel="Signing In..."
        pending={signIn.isPending}
        finishing={signIn.isSuccess}
      />
    </form>
  );
}
