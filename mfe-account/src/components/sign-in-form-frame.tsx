import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type FieldLayout, FormFields } from './form-fields';
import { SubmitButton } from './submit-button';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The sign-in's fields: email or username, and the password. */
  layout: FieldLayout<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** True between success and the move to the next page. */
  finishing: boolean;
  finishingLabel?: string;
  /** What follows the button (the switch to sign-up). */
  children?: ReactNode;
}

/** Both sign-in forms: the fields, 'Forgot password?', then the 'Sign In' button. */
export function SignInFormFrame<T extends FieldValues>({
  form,
  layout,
  onSubmit,
  pending,
  finishing,
  finishingLabel,
  children,
}: Props<T>) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <FormFields layout={layout} form={form} />
      <p className="account-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <SubmitButton
        label="Sign In"
        pendingLabel="Signing In..."
        pending={pending}
        finishing={finishing}
        finishingLabel={finishingLabel}
      />
      {children}
    </form>
  );
}
