import { EmailSignInDto } from '@petcora/validation/auth';
import type { FieldLayout } from '../../../components/form-fields';
import { SignInFormFrame } from '../../../components/sign-in-form-frame';
import { useForm } from 'react-hook-form';
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
    <SignInFormFrame
      form={form}
      layout={FIELDS}
      onSubmit={submit}
      pending={signIn.isPending}
      finishing={finishing}
      finishingLabel="Signing you in..."
    >
      <p className="account-switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignUp}>
          Create an account
        </button>
      </p>
    </SignInFormFrame>
  );
}
