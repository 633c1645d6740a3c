import { EmailSignInDto } from '@petcora/validation/auth';
import { type FieldLayout, FormFields } from '../../../components/form-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { useSignIn } from '../api/sign-in';
import { toastFailure } from '../../../lib/toast-failure';

interface Props {
  onSignedIn: () => Promise<void> | void;
  onSwitchToSignUp: () => void;
  /** True between success and the move to the next page. */
  finishing: boolean;
}

const FIELDS: FieldLayout<EmailSignInDto> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export function SignInForm({ onSignedIn, onSwitchToSignUp, finishing }: Props) {
  const form = useForm<EmailSignInDto>({
    resolver: dtoResolver(EmailSignInDto),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useSignIn();

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => onSignedIn(),
      onError: toastFailure('Sign in failed', 'Please check your credentials.'),
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
        finishing={finishing}
        finishingLabel="Signing you in..."
      />
      <p className="account-switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignUp}>
          Create an account
        </button>
      </p>
    </form>
  );
}
