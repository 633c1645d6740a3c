import { EmailSignInDto } from '@petcora/validation/auth';
import { Button } from '@petcora/ui/button';
import { TextField } from '@petcora/ui/text-field';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { dtoResolver } from '../../../lib/dto-resolver';
import { useSignIn } from '../api/sign-in';
import { toastFailure } from '../../../lib/toast-failure';

interface Props {
  onSignedIn: () => Promise<void> | void;
  onSwitchToSignUp: () => void;
  /** True between success and the move to the next page. */
  finishing: boolean;
}

export function SignInForm({ onSignedIn, onSwitchToSignUp, finishing }: Props) {
  const { register, handleSubmit, formState } = useForm<EmailSignInDto>({
    resolver: dtoResolver(EmailSignInDto),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => onSignedIn(),
      onError: toastFailure('Sign in failed', 'Please check your credentials.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="account-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="submit" className="account-submit" disabled={signIn.isPending || finishing}>
        {signIn.isPending ? (
          <PendingText>Signing In...</PendingText>
        ) : finishing ? (
          <PendingText>Signing you in...</PendingText>
        ) : (
          'Sign In'
        )}
      </Button>
      <p className="account-switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignUp}>
          Create an account
        </button>
      </p>
    </form>
  );
}
