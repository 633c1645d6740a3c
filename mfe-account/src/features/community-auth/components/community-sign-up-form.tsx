import { BIO_MAX, FullSignUpDto } from '@petcora/validation';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { useEffect, useRef } from 'react';
import { type FieldLayout, FormFields } from '../../../components/form-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { useFullSignUp, welcomeToProfile } from '../api/full-sign-up';
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

const PERSONAL: FieldLayout<FullSignUpDto> = [
  [
    { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  ],
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];
const ACCOUNT: FieldLayout<FullSignUpDto> = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'revealable-password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'revealable-password',
    autoComplete: 'new-password',
  },
];
const DISPLAY_NAME: FieldLayout<FullSignUpDto> = [{ name: 'displayName', label: 'Display Name' }];
const WHERE: FieldLayout<FullSignUpDto> = [
  { name: 'location', label: 'Location (optional)', autoComplete: 'address-level2' },
  { name: 'website', label: 'Website (optional)', type: 'url', autoComplete: 'url' },
];

/** The full sign-up in its three sections; afterwards the new member's profile opens after a second. */
export function CommunitySignUpForm() {
  const form = useForm<FullSignUpDto>({
    resolver: dtoResolver(FullSignUpDto),
    defaultValues: EMPTY,
  });
  const signUp = useFullSignUp();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { errors } = form.formState;
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: async (response) => {
        const path = await welcomeToProfile(
          { title: 'Welcome to Pet Cora', description: 'Your profile has been created successfully.' },
          response,
          values.username,
        );
        timer.current = setTimeout(() => navigate(path), PROFILE_REDIRECT_DELAY_MS);
      },
      onError: toastFailure('Registration failed', 'Registration failed. Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <fieldset className="account-fieldset">
        <legend>Personal Information</legend>
        <FormFields layout={PERSONAL} form={form} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Account Details</legend>
        <FormFields layout={ACCOUNT} form={form} />
      </fieldset>
      <fieldset className="account-fieldset">
        <legend>Profile Information</legend>
        <FormFields layout={DISPLAY_NAME} form={form} />
        <TextAreaField
          label="Bio (optional)"
          counter={{ length: (form.watch('bio') ?? '').length, max: BIO_MAX.communitySignUp }}
          error={errors.bio?.message}
          {...form.register('bio')}
        />
        <FormFields layout={WHERE} form={form} />
      </fieldset>
      <SubmitButton
        label="Create Account"
        pendingLabel="Creating Account..."
        pending={signUp.isPending}
        finishing={signUp.isSuccess}
      />
    </form>
  );
}
