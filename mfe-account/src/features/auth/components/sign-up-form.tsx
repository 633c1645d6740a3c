import { EmailSignUpFormDto } from '@petcora/validation/auth';
import { Button } from '@petcora/ui/button';
import { TextField } from '@petcora/ui/text-field';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { dtoResolver } from '../../../lib/dto-resolver';
import { useSignUp } from '../api/sign-up';
import { toastFailure } from '../../../lib/toast-failure';

interface Props {
  onSignedUp: () => Promise<void> | void;
  onSwitchToSignIn: () => void;
  /** True between success and the move to the next page. */
  finishing: boolean;
}

const EMPTY: EmailSignUpFormDto = {
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

export function SignUpForm({ onSignedUp, onSwitchToSignIn, finishing }: Props) {
  const { register, handleSubmit, formState } = useForm<EmailSignUpFormDto>({
    resolver: dtoResolver(EmailSignUpFormDto),
    defaultValues: EMPTY,
  });
  const signUp = useSignUp();
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => onSignedUp(),
      onError: toastFailure('Signup failed', 'Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <div className="account-name-row">
        <TextField
          label="First name (optional)"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name (optional)"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="account-submit" disabled={signUp.isPending || finishing}>
        {signUp.isPending ? (
          <PendingText>Creating Account...</PendingText>
        ) : finishing ? (
          <PendingText>Creating your account...</PendingText>
        ) : (
          'Create Account'
        )}
      </Button>
      <p className="account-switch">
        Already have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
