import type { AuthResponse } from '@petcora/contracts';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { AuthFormVariant } from './auth-form';
import type { FieldSpec } from './form-fields';

interface SignInDifferences<T extends FieldValues> {
  dto: new () => T;
  empty: DefaultValues<T>;
  /** What the member signs in with (email or username). */
  identifier: FieldSpec<T>;
  /** The password field's name in the form's values. */
  password: FieldSpec<T>['name'];
  /** Whether the password has the show/hide toggle. */
  revealablePassword?: boolean;
  request: (values: T) => Promise<AuthResponse>;
  /** The failure toast's text when the server gives no message. */
  fallback: string;
  /** The button's words after success, until the next page opens. */
  finishingLabel?: string;
}

/** Every sign-in form: its identifier and the password, 'Forgot password?', then 'Sign In'. */
export function signInVariant<T extends FieldValues>({
  dto,
  empty,
  identifier,
  password,
  revealablePassword = false,
  request,
  fallback,
  finishingLabel,
}: SignInDifferences<T>): AuthFormVariant<T, AuthResponse> {
  return {
    name: 'Sign in',
    dto,
    empty,
    sections: [
      {
        layout: [
          identifier,
          {
            name: password,
            label: 'Password',
            type: revealablePassword ? 'revealable-password' : 'password',
            autoComplete: 'current-password',
          },
        ],
      },
    ],
    forgotPassword: true,
    submit: { label: 'Sign In', pendingLabel: 'Signing In...', finishingLabel },
    request,
    failure: { title: 'Sign in failed', fallback },
  };
}

/**
 * A sign-up's new password and its confirmation, the form's `password` and `confirmPassword`; `revealable` gives
 * both the show/hide toggle.
 */
export function newPasswordFields<T extends { password: string; confirmPassword: string }>({
  confirmLabel,
  revealable = false,
}: {
  confirmLabel: string;
  revealable?: boolean;
}): FieldSpec<T>[] {
  const type = revealable ? 'revealable-password' : 'password';
  return [
    { name: 'password' as Path<T>, label: 'Password', type, autoComplete: 'new-password' },
    { name: 'confirmPassword' as Path<T>, label: confirmLabel, type, autoComplete: 'new-password' },
  ];
}
