import { validateSignIn, validateSignUp, type SignUpValues } from './validation';

const valid: SignUpValues = { email: 'maya@example.com', username: 'maya_01', password: 'longenough', confirmPassword: 'longenough', firstName: '', lastName: '' };

describe('auth validation (email flavour)', () => {
  it('accepts valid sign-up values with optional names left empty', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it.each<[Partial<SignUpValues>, keyof SignUpValues, string]>([
    [{ email: 'maya@' }, 'email', 'Please enter a valid email address'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'username', 'Username must be less than 20 characters'],
    [{ username: 'maya cat' }, 'username', 'Username can only contain letters, numbers, and underscores'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) }, 'password', 'Password must be less than 100 characters'],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'Passwords do not match'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(validateSignUp({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a 20-character username and a 100-character password', () => {
    const password = 'p'.repeat(100);
    expect(validateSignUp({ ...valid, username: 'u'.repeat(20), password, confirmPassword: password })).toEqual({});
  });

  it('requires a valid email and a password to sign in', () => {
    expect(validateSignIn({ email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(validateSignIn({ email: 'maya@example.com', password: 'x' })).toEqual({});
  });
});
