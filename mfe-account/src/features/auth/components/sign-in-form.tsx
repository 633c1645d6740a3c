import { serverMessageOf } from '@petcora/api-client';
import { Button, Spinner, TextField, toast } from '@petcora/ui';
import { useState, type FormEvent } from 'react';
import { useSignIn } from '../api/sign-in';
import { hasErrors, validateSignIn, type FieldErrors, type SignInValues } from '../validation';

interface Props {
  onSignedIn: () => Promise<void> | void;
  onSwitchToSignUp: () => void;
}

export function SignInForm({ onSignedIn, onSwitchToSignUp }: Props) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInValues>>({});
  const signIn = useSignIn();

  const update = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (hasErrors(found)) return;
    signIn.mutate(values, {
      onSuccess: () => onSignedIn(),
      onError: (error) =>
        toast({ title: 'Sign in failed', description: serverMessageOf(error) ?? 'Please check your credentials.', variant: 'destructive' }),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={update('email')} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <Button type="submit" className="account-submit" disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner label="Signing In..." showLabel /> : 'Sign In'}
      </Button>
      <p className="account-switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignUp}>
          Create an account
        </button>
      </p>
    </form>
  );
}
