import { EmailSignUpFormDto } from '@petcora/validation/auth';
import { type FieldLayout, FormFields } from '../../../components/form-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useForm } from 'react-hook-form';
import { dtoResolver } from '@petcora/ui/dto-resolver';
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

const FIELDS: FieldLayout<EmailSignUpFormDto> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  [
    { name: 'firstName', label: 'First name (optional)', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name (optional)', autoComplete: 'family-name' },
  ],
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

export function SignUpForm({ onSignedUp, onSwitchToSignIn, finishing }: Props) {
  const form = useForm<EmailSignUpFormDto>({
    resolver: dtoResolver(EmailSignUpFormDto),
    defaultValues: EMPTY,
  });
  const signUp = useSignUp();

  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => onSignedUp(),
      onError: toastFailure('Signup failed', 'Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <FormFields layout={FIELDS} form={form} />
      <SubmitButton
        label="Create Account"
        pendingLabel="Creating Account..."
        pending={signUp.isPending}
        finishing={finishing}
        finishingLabel="Creating your account..."
      />
      <p className="account-switch">
        Already have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
