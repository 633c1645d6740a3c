/** The spec's user-visible validation messages, written once for forms and services alike. */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax100: 'Password must be less than 100 characters',
  passwordMin6: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  /** Server-side only: the common-password list stays out of the browser bundles. */
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
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
  bioMax150: "Bio can't be longer than 150 characters",
  url: 'Please enter a valid URL',
  text: (field: string) => `${field} must be text`,
} as const;

/** Upload checks (the server decides by the file's content; forms show the same words). */
export const UPLOAD_MESSAGES = {
  imageOnly: 'Please select an image file',
  imageOrVideo: 'Please select an image or video file',
  videoNotAllowed: 'Only images are allowed for this upload',
  tooLarge: (megabytes: number) => `Please select a file smaller than ${megabytes}MB`,
} as const;

/** Default upload size limit in megabytes (spec section 9), configurable per use. */
export const DEFAULT_UPLOAD_LIMIT_MB = 50;

/** Letters, digits and underscores: usernames appear in URLs (/user/{username}) and @mentions. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_]+$/;
