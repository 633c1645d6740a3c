import type { Request, Response } from 'express';
import { MESSAGES } from '@petcora/validation';
import passport from 'passport';
import { type AccountTestContext, createAccountTestContext } from '../testing/account-test-app';
import { INVALID_CREDENTIALS } from './auth.service';
import { authenticateCredentials } from './authenticate-credentials';
import {
  EMAIL_PASSWORD,
  EmailPasswordStrategy,
  USERNAME_PASSWORD,
  UsernamePasswordStrategy,
} from './credential-strategies';

describe('sign-in through passport strategies', () => {
  let ctx: AccountTestContext;

  beforeAll(async () => {
    ctx = await createAccountTestContext('account_passport');
    await ctx
      .http()
      .post('/api/auth/signup')
      .send({ email: 'tilly@example.com', password: 'puddle-jumper', username: 'tilly_t' })
      .expect(201);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await ctx?.close();
  });

  it('registers one strategy per credential kind with passport', () => {
    // Passport's registry has no typed reader; `_strategy` is what `authenticate` itself looks strategies up with.
    const registered = (name: string) =>
      (passport as unknown as { _strategy(name: string): unknown })._strategy(name);
    expect(registered(EMAIL_PASSWORD)).toBeInstanceOf(EmailPasswordStrategy);
    expect(registered(USERNAME_PASSWORD)).toBeInstanceOf(UsernamePasswordStrategy);
  });

  it.each([
    ['/api/auth/signin', { email: 'tilly@example.com', password: 'puddle-jumper' }, EmailPasswordStrategy],
    ['/api/auth/signin', { username: 'tilly_t', password: 'puddle-jumper' }, UsernamePasswordStrategy],
    ['/api/simple-auth/signin', { username: 'tilly_t', password: 'puddle-jumper' }, UsernamePasswordStrategy],
  ])('POST %s with %j is checked by its strategy', async (path, body, strategy) => {
    const validate = jest.spyOn(strategy.prototype, 'validate');
    const res = await ctx.http().post(path).send(body);
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe('tilly_t');
    expect(validate).toHaveBeenCalledTimes(1);
    validate.mockRestore();
  });

  it('answers the field message before any strategy runs when the body is invalid', async () => {
    const email = jest.spyOn(EmailPasswordStrategy.prototype, 'validate');
    const username = jest.spyOn(UsernamePasswordStrategy.prototype, 'validate');
    const res = await ctx
      .http()
      .post('/api/simple-auth/signin')
      .send({ username: 'ti', password: 'puddle-jumper' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.usernameMin3 });
    expect(email).not.toHaveBeenCalled();
    expect(username).not.toHaveBeenCalled();
    email.mockRestore();
    username.mockRestore();
  });

  it('answers the one credentials message when a strategy fails without an error', async () => {
    // passport-local fails (no error, no user) when a field is missing; the DTO normally answers first.
    const req = { method: 'POST', headers: {}, query: {} } as unknown as Request;
    await expect(
      authenticateCredentials(EMAIL_PASSWORD, { email: 'tilly@example.com' }, req, {} as Response),
    ).rejects.toMatchObject({ status: 401, message: INVALID_CREDENTIALS });
  });
});
