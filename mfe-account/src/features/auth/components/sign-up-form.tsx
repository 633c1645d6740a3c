import { EmailSignUpFormDto } from '@petcora/validation/auth';
import { AuthForm, type AuthFormVariant } from '../../../components/auth-form';
import type { AuthResponse } from '../api/sign-in';
import { signUp } from '../api/sign-up';

interface Props {
  onSignedUp: () => Promise<void> | void;
  onSwitchToSignIn: () => void;
  /** True between success and the move to the next page. */
  finishing: boolean;
}

const EMAIL_SIGN_UP: AuthFormVariant<EmailSignUpFormDto, AuthResponse> = {
  name: 'Sign up',
  dto: EmailSignUpFormDto,
  empty: { email: '', username: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  sections: [
    {
      layout: [
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
        { name: 'username', label: 'Username', autoComplete: 'username' },
        [
          { name: 'firstName', label: 'First name (optional)', autoComplete: 'given-name' },
          { name: 'lastName', label: 'Last name (optional)', autoComplete: 'family-name' },
        ],
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
        {
          name: 'confirmPassword',
          label: 'Confirm password',
          type: 'password',
          autoComplete: 'new-password',
        },
      ],
    },
  ],
  submit: {
    label: 'Create Account',
    pendingLabel: 'Creating Account...',
    finishingLabel: 'Creating your account...',
  },
  request: signUp,
  failure: { title: 'Signup failed', fallback: 'Please try again.' },
};

export function SignUpForm({ onSignedUp, onSwitchToSignIn, finishing }: Props) {
  return (
    <AuthForm
      variant={EMAIL_SIGN_UP}
      onSuccess={onSignedUp}
      finishing={finishing}
      switchTo={{ question: 'Already have an account?', action: 'Sign in', onSwitch: onSwitchToSignIn }}
    />
  );
}
