import { useSession } from '@petcora/session';
import { BIO_MAX, FullSignUpDto } from '@petcora/validation';
import { Button } from '@petcora/ui/button';
import { PasswordField } from '@petcora/ui/password-field';
import { TextField } from '@petcora/ui/text-field';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { toast } from '@petcora/ui/toast';
import { useEffect, useRef } from 'react';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { dtoResolver } from '../../../lib/dto-resolver';
import { profilePathOf, useFullSignUp } from '../api/full-sign-up';
import { toastFailure } from '../../../lib/toast-failure';

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
  const { register, handleSubmit, formState, watch } = useForm<FullSignUpDto>({
    resolver: dtoResolver(FullSignUpDto),
    defaultValues: EMPTY,
  });
  const signUp = useFullSignUp();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { errors } = formState;
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: async (response) => {
        toast({
          title: 'Welcome to Pet Cora',
          description: 'Your profile has been created successfully.',
          variant: 'success',
        });
        await useSession.getState().refresh();
        const path = profilePathOf(response ?? { username: values.username });
        timer.current = setTimeout(() => navigate(path), PROFILE_REDIRECT_DELAY_MS);
      },
      onError: toastFailure('Registration failed', 'Registration failed. Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <fieldset className="account-fieldset">
        <legend>Personal Information</legend>
        <div className="account-name-row">
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Account Details</legend>
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
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
        <TextAreaField
          label="Bio (optional)"
          counter={{ length: (watch('bio') ?? '').length, max: BIO_MAX.communitySignUp }}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <TextField
          label="Location (optional)"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...register('location')}
        />
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          error={errors.website?.message}
          {...register('website')}
        />
      </fieldset>
      <Button type="submit" className="account-submit" disabled={signUp.isPending || signUp.isSuccess}>
        {signUp.isPending ? <PendingText>Creating Account...</PendingText> : 'Create Account'}
      </Button>
    </form>
  );
}
