/** The spec's user-visible validation messages, written once for forms and services alike. */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax100: 'Password must be less than 100 characters',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  usernameMin3: 'Username must be at least 3 characters',
  usernameMax20: 'Username must be less than 20 characters',
  usernameMax15: 'Username must be no more than 15 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  usernameRequired: 'Username is required',
  onboardingUsernameRequired: 'Username required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  displayNameRequired: 'Display name is required',
  displayNameMax50: 'Display name must be less than 50 characters',
  bioMax160: 'Bio must be no more than 160 characters',
  bioMax200: 'Bio must be less than 200 characters',
  url: 'Please enter a valid URL',
  text: (field: string) => `${field} must be text`,
} as const;

/** Letters, digits and underscores: usernames appear in URLs (/user/{username}) and @mentions. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_]+$/;
