import { useSession } from '@petcora/session';
import { UsernameSignInDto } from '@petcora/validation';
import { Button } from '@petcora/ui/button';
import { PasswordField } from '@petcora/ui/password-field';
import { TextField } from '@petcora/ui/text-field';
import { toast } from '@petcora/ui/toast';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { dtoResolver } from '../../../lib/dto-resolver';
import { profilePathOf } from '../api/full-sign-up';
import { useUsernameSignIn } from '../api/username-sign-in';
import { toastFailure } from '../../../lib/toast-failure';

/** Sign-in by username; success is a full page load onto the user's profile. */
export function CommunitySignInForm({
  navigateTo = (path: string) => window.location.assign(path),
}: {
  navigateTo?: (path: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm<UsernameSignInDto>({
    resolver: dtoResolver(UsernameSignInDto),
    defaultValues: { username: '', password: '' },
  });
  const signIn = useUsernameSignIn();
  const { errors } = formState;

  const submit = handleSubmit((values) =>
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
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="account-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="submit" className="account-submit" disabled={signIn.isPending || signIn.isSuccess}>
        {signIn.isPending ? <PendingText>Signing In...</PendingText> : 'Sign In'}
      </Button>
    </form>
  );
}
