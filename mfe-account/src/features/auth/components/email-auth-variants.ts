import { EmailSignInDto, EmailSignUpFormDto } from '@petcora/validation/auth';
import type { AuthFormVariant } from '../../../components/auth-form';
import { newPasswordFields, signInVariant } from '../../../components/auth-variants';
import { signIn, type AuthResponse } from '../api/sign-in';
import { signUp } from '../api/sign-up';

/** /auth's sign-in: email and password. */
export const EMAIL_SIGN_IN = signInVariant<EmailSignInDto>({
  dto: EmailSignInDto,
  empty: { email: '', password: '' },
  identifier: { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  password: 'password',
  request: signIn,
  fallback: 'Please check your credentials.',
  finishingLabel: 'Signing you in...',
});

/** /auth's sign-up: email, username, optional names and the password twice. */
export const EMAIL_SIGN_UP: AuthFormVariant<EmailSignUpFormDto, AuthResponse> = {
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
        ...newPasswordFields<EmailSignUpFormDto>({ confirmLabel: 'Confirm password' }),
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
