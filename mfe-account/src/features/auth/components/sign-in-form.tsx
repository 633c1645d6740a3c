import { EmailSignInDto } from '@petcora/validation/auth';
import { AuthForm, type AuthFormVariant } from '../../../components/auth-form';
import { signIn, type AuthResponse } from '../api/sign-in';

interface Props {
  onSignedIn: () => Promise<void> | void;
  onSwitchToSignUp: () => void;
  /** True between success and the move to the next page. */
  finishing: boolean;
}

const EMAIL_SIGN_IN: AuthFormVariant<EmailSignInDto, AuthResponse> = {
  name: 'Sign in',
  dto: EmailSignInDto,
  empty: { email: '', password: '' },
  sections: [
    {
      layout: [
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
      ],
    },
  ],
  forgotPassword: true,
  submit: { label: 'Sign In', pendingLabel: 'Signing In...', finishingLabel: 'Signing you in...' },
  request: signIn,
  failure: { title: 'Sign in failed', fallback: 'Please check your credentials.' },
};

export function SignInForm({ onSignedIn, onSwitchToSignUp, finishing }: Props) {
  return (
    <AuthForm
      variant={EMAIL_SIGN_IN}
      onSuccess={onSignedIn}
      finishing={finishing}
      switchTo={{
        question: "Don't have an account?",
        action: 'Create an account',
        onSwitch: onSwitchToSignUp,
      }}
    />
  );
}
