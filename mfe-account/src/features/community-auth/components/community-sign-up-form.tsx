import { serverMessageOf } from '@petcora/api-client';
import { useSession } from '@petcora/session';
import { FullSignUpDto } from '@petcora/validation';
import { Button, PasswordField, TextField, toast } from '@petcora/ui';
import { useEffect, useId, useRef } from 'react';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { dtoResolver } from '../../../lib/dto-resolver';
import { profilePathOf, useFullSignUp } from '../api/full-sign-up';

export const PROFILE_REDIRECT_DELAY_MS = 1000;

const EMPTY: FullSignUpDto = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  displayName: '',
  bio: '',
  location: '',
  website: '',
};

/** The full sign-up in its three sections; afterwards the new member's profile opens after a second. */
export function CommunitySignUpForm() {
  const { register, handleSubmit, formState, watch } = useForm<FullSignUpDto>({ resolver: dtoResolver(FullSignUpDto), defaultValues: EMPTY });
  const signUp = useFullSignUp();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bioCounterId = useId();
  const { errors } = formState;
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: async (response) => {
        toast({ title: 'Welcome to Pet Cora', description: 'Your profile has been created successfully.', variant: 'success' });
        await useSession.getState().refresh();
        const path = profilePathOf(response ?? { username: values.username });
        timer.current = setTimeout(() => navigate(path), PROFILE_REDIRECT_DELAY_MS);
      },
      onError: (error) =>
        toast({
          title: 'Registration failed',
          description: serverMessageOf(error) ?? 'Registration failed. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <fieldset className="account-fieldset">
        <legend>Personal Information</legend>
        <div className="account-name-row">
          <TextField label="First Name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Account Details</legend>
        <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Profile Information</legend>
        <TextField label="Display Name" error={errors.displayName?.message} {...register('displayName')} />
        <div className="pc-field">
          <label className="pc-field__label" htmlFor={`${bioCounterId}-bio`}>
            Bio (optional)
          </label>
          <textarea
            id={`${bioCounterId}-bio`}
            className="pc-field__input account-textarea"
            rows={3}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? `${bioCounterId}-error` : `${bioCounterId}-count`}
            {...register('bio')}
          />
          <p id={`${bioCounterId}-count`} className="pc-muted account-counter">
            {(watch('bio') ?? '').length}/160
          </p>
          {errors.bio && (
            <p id={`${bioCounterId}-error`} className="pc-field__error">
              {errors.bio.message}
            </p>
          )}
        </div>
        <TextField label="Location (optional)" autoComplete="address-level2" error={errors.location?.message} {...register('location')} />
        <TextField label="Website (optional)" type="url" autoComplete="url" error={errors.website?.message} {...register('website')} />
      </fieldset>
      <Button type="submit" className="account-submit" disabled={signUp.isPending || signUp.isSuccess}>
        {signUp.isPending ? <PendingText>Creating Account...</PendingText> : 'Create Account'}
      </Button>
    </form>
  );
}
