// Email-flavour sign-in and sign-up rules with the spec's exact messages (accounts-and-shell §5).
// To move into @petcora/validation so the account service's DTOs use the same rules.

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

function emailError(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'Please enter a valid email address';
}

function usernameError(username: string): string | undefined {
  if (username.length < 3) return 'Username must be at least 3 characters';
  if (username.length > 20) return 'Username must be less than 20 characters';
  if (!USERNAME_PATTERN.test(username)) return 'Username can only contain letters, numbers, and underscores';
  return undefined;
}

function signUpPasswordError(password: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (password.length > 100) return 'Password must be less than 100 characters';
  return undefined;
}

function withoutEmpty<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>;
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return withoutEmpty<SignInValues>({
    email: emailError(values.email),
    password: values.password.length < 1 ? 'Password is required' : undefined,
  });
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return withoutEmpty<SignUpValues>({
    email: emailError(values.email),
    username: usernameError(values.username),
    password: signUpPasswordError(values.password),
    confirmPassword: values.confirmPassword !== values.password ? 'Passwords do not match' : undefined,
  });
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}
