import type { AuthResponse } from '@petcora/contracts';
import { BIO_MAX, FullSignUpDto } from '@petcora/validation';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthForm, type AuthFormVariant } from '../../../components/auth-form';
import { newPasswordFields } from '../../../components/auth-variants';
import { fullSignUp, welcomeToProfile } from '../api/full-sign-up';

export const PROFILE_REDIRECT_DELAY_MS = 1000;

const FULL_SIGN_UP: AuthFormVariant<FullSignUpDto, AuthResponse> = {
  name: 'Create account',
  dto: FullSignUpDto,
  empty: {
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
  },
  sections: [
    {
      legend: 'Personal Information',
      layout: [
        [
          { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
          { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
        ],
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      ],
    },
    {
      legend: 'Account Details',
      layout: [
        { name: 'username', label: 'Username', autoComplete: 'username' },
        ...newPasswordFields<FullSignUpDto>({ confirmLabel: 'Confirm Password', revealable: true }),
      ],
    },
    {
      legend: 'Profile Information',
      layout: [
        { name: 'displayName', label: 'Display Name' },
        { name: 'bio', label: 'Bio (optional)', type: 'text-area', counterMax: BIO_MAX.communitySignUp },
        { name: 'location', label: 'Location (optional)', autoComplete: 'address-level2' },
        { name: 'website', label: 'Website (optional)', type: 'url', autoComplete: 'url' },
      ],
    },
  ],
  submit: { label: 'Create Account', pendingLabel: 'Creating Account...' },
  request: fullSignUp,
  failure: { title: 'Registration failed', fallback: 'Registration failed. Please try again.' },
};

/** The full sign-up in its three sections; afterwards the new member's profile opens after a second. */
export function CommunitySignUpForm() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AuthForm
      variant={FULL_SIGN_UP}
      onSuccess={async (response, values) => {
        const path = await welcomeToProfile(
          { title: 'Welcome to Pet Cora', description: 'Your profile has been created successfully.' },
          response,
          values.username,
        );
        timer.current = setTimeout(() => navigate(path), PROFILE_REDIRECT_DELAY_MS);
      }}
    />
  );
}
