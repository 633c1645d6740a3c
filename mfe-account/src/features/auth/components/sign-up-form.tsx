import { serverMessageOf } from '@petcora/api-client';
import { Button, Spinner, TextField, toast } from '@petcora/ui';
import { useState, type FormEvent } from 'react';
import { useSignUp } from '../api/sign-up';
import { hasErrors, validateSignUp, type FieldErrors, type SignUpValues } from '../validation';

interface Props {
  onSignedUp: () => Promise<void> | void;
  onSwitchToSignIn: () => void;
}

const EMPTY: SignUpValues = { email: '', username: '', password: '', confirmPassword: '', firstName: '', lastName: '' };

export function SignUpForm({ onSignedUp, onSwitchToSignIn }: Props) {
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpValues>>({});
  const signUp = useSignUp();

  const update = (field: keyof SignUpValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    if (hasErrors(found)) return;
    signUp.mutate(values, {
      onSuccess: () => onSignedUp(),
      onError: (error) =>
        toast({ title: 'Signup failed', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' }),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={update('email')} error={errors.email} />
      <TextField label="Username" autoComplete="username" value={values.username} onChange={update('username')} error={errors.username} />
      <div className="account-name-row">
        <TextField label="First name (optional)" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} />
        <TextField label="Last name (optional)" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} />
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" className="account-submit" disabled={signUp.isPending}>
        {signUp.isPending ? <Spinner label="Creating Account..." showLabel /> : 'Create Account'}
      </Button>
      <p className="account-switch">
        Already have an account?{' '}
        <button type="button" className="account-link-button" onClick={onSwitchToSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
