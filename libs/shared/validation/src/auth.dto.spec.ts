import {
  EmailSignInDto,
  EmailSignUpDto,
  EmailSignUpFormDto,
  FullSignUpDto,
  SimpleSignInDto,
  SimpleSignUpDto,
  UsernameSignInDto,
} from './auth.dto';
import { validateForm } from './validate';

const validEmailSignUp = { email: 'maya@example.com', password: 'longenough', username: 'maya_b' };
const validFullSignUp = {
  firstName: 'Maya',
  lastName: 'Lopez',
  email: 'maya@example.com',
  username: 'maya_b',
  password: 'longenough',
  confirmPassword: 'longenough',
  displayName: 'Maya & Biscuit',
};

describe('EmailSignUpDto', () => {
  it('accepts a valid payload, with or without names', async () => {
    expect(await validateForm(EmailSignUpDto, validEmailSignUp)).toEqual({});
    expect(
      await validateForm(EmailSignUpDto, { ...validEmailSignUp, firstName: 'Maya', lastName: 'Lopez' }),
    ).toEqual({});
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['password', undefined, 'Password must be at least 8 characters'],
    ['password', 'x'.repeat(101), 'Password must be less than 100 characters'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a!', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(21), 'Username must be less than 20 characters'],
    ['username', 'maya b', 'Username can only contain letters, numbers, and underscores'],
    ['username', 'maya-b', 'Username can only contain letters, numbers, and underscores'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(EmailSignUpDto, { ...validEmailSignUp, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('accepts the boundary lengths', async () => {
    const edges = { ...validEmailSignUp, password: 'x'.repeat(100), username: 'a'.repeat(20) };
    expect(await validateForm(EmailSignUpDto, edges)).toEqual({});
    expect(
      await validateForm(EmailSignUpDto, { ...validEmailSignUp, password: 'x'.repeat(8), username: 'abc' }),
    ).toEqual({});
  });

  it('the form variant also requires a matching confirmation', async () => {
    const form = { ...validEmailSignUp, confirmPassword: 'different1' };
    expect(await validateForm(EmailSignUpFormDto, form)).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(await validateForm(EmailSignUpFormDto, { ...form, confirmPassword: form.password })).toEqual({});
  });
});

describe('sign-in DTOs', () => {
  it('email sign-in needs a valid email and a password', async () => {
    expect(await validateForm(EmailSignInDto, { email: 'a@b.co', password: 'x' })).toEqual({});
    expect(await validateForm(EmailSignInDto, { email: 'nope', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(await validateForm(EmailSignInDto, { email: 'a@b.co', password: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('username sign-in needs both fields', async () => {
    expect(await validateForm(UsernameSignInDto, { username: 'maya', password: 'x' })).toEqual({});
    expect(await validateForm(UsernameSignInDto, {})).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('FullSignUpDto', () => {
  it('accepts a valid payload with optional fields empty or set', async () => {
    expect(await validateForm(FullSignUpDto, validFullSignUp)).toEqual({});
    expect(
      await validateForm(FullSignUpDto, { ...validFullSignUp, bio: '', location: '', website: '' }),
    ).toEqual({});
    expect(
      await validateForm(FullSignUpDto, { ...validFullSignUp, website: 'https://maya.example/pets' }),
    ).toEqual({});
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', undefined, 'Last name is required'],
    ['displayName', '', 'Display name is required'],
    ['email', 'maya@', 'Please enter a valid email address'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(16), 'Username must be no more than 15 characters'],
    ['username', 'maya.b', 'Username can only contain letters, numbers, and underscores'],
    ['confirmPassword', 'longenougX', "Passwords don't match"],
    ['bio', 'x'.repeat(161), 'Bio must be no more than 160 characters'],
    ['website', 'maya.example', 'Please enter a valid URL'],
    ['website', 'javascript:alert(1)', 'Please enter a valid URL'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(FullSignUpDto, { ...validFullSignUp, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('reports a short password on the password field only when the confirmation matches it', async () => {
    const payload = { ...validFullSignUp, password: 'short', confirmPassword: 'short' };
    expect(await validateForm(FullSignUpDto, payload)).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('allows a 15 character username and a 160 character bio', async () => {
    expect(
      await validateForm(FullSignUpDto, {
        ...validFullSignUp,
        username: 'a'.repeat(15),
        bio: 'x'.repeat(160),
      }),
    ).toEqual({});
  });
});

describe('FullSignUpDto upper bounds', () => {
  it('limits the password to 100 and the display name to 50 characters', async () => {
    const long = 'x'.repeat(101);
    expect(
      await validateForm(FullSignUpDto, { ...validFullSignUp, password: long, confirmPassword: long }),
    ).toEqual({
      password: 'Password must be less than 100 characters',
    });
    expect(await validateForm(FullSignUpDto, { ...validFullSignUp, displayName: 'x'.repeat(51) })).toEqual({
      displayName: 'Display name must be less than 50 characters',
    });
    expect(await validateForm(FullSignUpDto, { ...validFullSignUp, displayName: 'x'.repeat(50) })).toEqual(
      {},
    );
  });
});

describe('SimpleSignInDto', () => {
  it('accepts a 3 character username and a 6 character password', async () => {
    expect(await validateForm(SimpleSignInDto, { username: 'max', password: 'sixsix' })).toEqual({});
  });

  it.each([
    [{ username: '', password: 'sixsix' }, { username: 'Username is required' }],
    [{ username: 'mx', password: 'sixsix' }, { username: 'Username must be at least 3 characters' }],
    [{ username: 'max', password: '' }, { password: 'Password is required' }],
    [{ username: 'max', password: 'five5' }, { password: 'Password must be at least 6 characters' }],
  ])('%j gives %j', async (values, errors) => {
    expect(await validateForm(SimpleSignInDto, values)).toEqual(errors);
  });
});

describe('SimpleSignUpDto', () => {
  const valid = { username: 'max_dog', password: 'sixsix', confirmPassword: 'sixsix' };

  it('reports a short password on the password field when the confirmation matches', async () => {
    expect(
      await validateForm(SimpleSignUpDto, { ...valid, password: 'five5', confirmPassword: 'five5' }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts a payload with or without email', async () => {
    expect(await validateForm(SimpleSignUpDto, valid)).toEqual({});
    expect(await validateForm(SimpleSignUpDto, { ...valid, email: 'max@example.com' })).toEqual({});
    expect(await validateForm(SimpleSignUpDto, { ...valid, email: '' })).toEqual({});
  });

  it.each([
    ['confirmPassword', 'sixsiX', "Passwords don't match"],
    ['username', 'max dog', 'Username can only contain letters, numbers, and underscores'],
    ['email', 'max@', 'Please enter a valid email address'],
  ])('%s = %j gives %s', async (field, value, message) => {
    expect(await validateForm(SimpleSignUpDto, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
