import { dtoResolver } from '@petcora/ui/dto-resolver';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toastFailure } from '../lib/toast-failure';
import { type FieldLayout, FormFields } from './form-fields';
import { SubmitButton } from './submit-button';

/** A group of a form's fields; with a legend it is drawn as a fieldset (the full sign-up's three sections). */
export interface FormSection<T extends FieldValues> {
  legend?: string;
  layout: FieldLayout<T>;
}

/** What one sign-in or sign-up form is: its fields, words, request and failure toast. */
export interface AuthFormVariant<T extends FieldValues, R> {
  /** The form's accessible name ('Sign in'). */
  name: string;
  dto: new () => T;
  empty: DefaultValues<T>;
  sections: FormSection<T>[];
  /** 'Forgot password?' under the fields: the sign-ins have it. */
  forgotPassword?: boolean;
  /** The button's words at rest, while the request runs and, if given, after success until the next page. */
  submit: { label: string; pendingLabel: string; finishingLabel?: string };
  /** Sent once the values pass the DTO. */
  request: (values: T) => Promise<R>;
  /** The destructive toast's title, and its text when the server gives no message. */
  failure: { title: string; fallback: string };
}

interface Props<T extends FieldValues, R> {
  variant: AuthFormVariant<T, R>;
  onSuccess: (response: R, values: T) => unknown;
  /** True between success and the move to the next page; by default, once the request has succeeded. */
  finishing?: boolean;
  /** The line under the button that turns to the other form ("Don't have an account? Create an account"). */
  switchTo?: { question: string; action: string; onSwitch: () => void };
}

/** Every sign-in and sign-up form of the account remote, drawn from its variant. */
export function AuthForm<T extends FieldValues, R>({ variant, onSuccess, finishing, switchTo }: Props<T, R>) {
  const form = useForm<T>({ resolver: dtoResolver(variant.dto), defaultValues: variant.empty });
  const request = useMutation({ mutationFn: variant.request });

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: (response) => onSuccess(response, values),
      onError: toastFailure(variant.failure.title, variant.failure.fallback),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={variant.name}>
      {variant.sections.map(({ legend, layout }, index) =>
        legend ? (
          <fieldset key={legend} className="account-fieldset">
            <legend>{legend}</legend>
            <FormFields layout={layout} form={form} />
          </fieldset>
        ) : (
          <FormFields key={index} layout={layout} form={form} />
        ),
      )}
      {variant.forgotPassword && (
        <p className="account-forgot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      )}
      <SubmitButton
        label={variant.submit.label}
        pendingLabel={variant.submit.pendingLabel}
        pending={request.isPending}
        finishing={finishing ?? request.isSuccess}
        finishingLabel={variant.submit.finishingLabel}
      />
      {switchTo && (
        <p className="account-switch">
          {switchTo.question}{' '}
          <button type="button" className="account-link-button" onClick={switchTo.onSwitch}>
            {switchTo.action}
          </button>
        </p>
      )}
    </form>
  );
}
