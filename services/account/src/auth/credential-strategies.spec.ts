import { GUARDS_METADATA } from '@nestjs/common/constants';
import { MESSAGES } from '@petcora/validation';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { SimpleAuthController } from '../simple-auth/simple-auth.controller';
import { useAccountTestContext } from '../testing/account-test-app';
import { AuthController } from './auth.controller';
import { INVALID_CREDENTIALS } from './auth.service';
import {
  EMAIL_PASSWORD,
  EmailPasswordStrategy,
  SIMPLE_USERNAME_PASSWORD,
  SimpleUsernamePasswordStrategy,
  USERNAME_PASSWORD,
  UsernamePasswordStrategy,
} from './credential-strategies';
import { EmailOrUsernameSignInGuard, SimpleSignInGuard } from './sign-in.guard';

const STRATEGIES = [EmailPasswordStrategy, UsernamePasswordStrategy, SimpleUsernamePasswordStrategy];

describe('sign-in through passport strategies', () => {
  const ctx = useAccountTestContext('account_passport');

  beforeAll(async () => {
    await ctx
      .http()
      .post('/api/auth/signup')
      .send({ email: 'tilly@example.com', password: 'puddle-jumper', username: 'tilly_t' })
      .expect(201);
  });

  afterEach(() => jest.restoreAllMocks());

  /** Spies on every strategy's `validate`, so a test can tell which one (if any) a request reached. */
  function spyOnStrategies() {
    return STRATEGIES.map((strategy) => jest.spyOn(strategy.prototype, 'validate'));
  }

  it('registers one strategy per sign-in form with passport', () => {
    // Passport's registry has no typed reader; `_strategy` is what `authenticate` itself looks strategies up with.
    const registered = (name: string) =>
      (passport as unknown as { _strategy(name: string): unknown })._strategy(name);
    expect(registered(EMAIL_PASSWORD)).toBeInstanceOf(EmailPasswordStrategy);
    expect(registered(USERNAME_PASSWORD)).toBeInstanceOf(UsernamePasswordStrategy);
    expect(registered(SIMPLE_USERNAME_PASSWORD)).toBeInstanceOf(SimpleUsernamePasswordStrategy);
  });

  it('puts each sign-in route behind its passport guard', () => {
    const guardsOf = (handler: object) => Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[];
    expect(guardsOf(AuthController.prototype.signIn)).toEqual([EmailOrUsernameSignInGuard]);
    expect(guardsOf(SimpleAuthController.prototype.signIn)).toEqual([SimpleSignInGuard]);
    expect(SimpleSignInGuard.name).toBe('SimpleSignInGuard');
  });

  it.each([
    ['/api/auth/signin', { email: 'tilly@example.com', password: 'puddle-jumper' }, 0],
    ['/api/auth/signin', { username: 'tilly_t', password: 'puddle-jumper' }, 1],
    ['/api/simple-auth/signin', { username: 'tilly_t', password: 'puddle-jumper' }, 2],
  ])('POST %s with %j is checked by its strategy alone', async (path, body, index) => {
    const spies = spyOnStrategies();
    const res = await ctx.http().post(path).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: expect.objectContaining({ username: 'tilly_t' }),
      message: 'Signed in successfully',
    });
    expect(res.headers['set-cookie']).toBeDefined();
    expect(spies.map((spy) => spy.mock.calls.length)).toEqual(
      STRATEGIES.map((_, i) => (i === index ? 1 : 0)),
    );
  });

  it('runs one strategy per request when sign-ins race', async () => {
    const spies = spyOnStrategies();
    const answers = await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        ctx
          .http()
          .post('/api/auth/signin')
          .send(
            i % 2 === 0
              ? { email: 'tilly@example.com', password: 'puddle-jumper' }
              : { username: 'tilly_t', password: 'puddle-jumper' },
          ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(spies.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 0]);
  });
  it.each([
    ['/api/auth/signin', { email: 'tilly@example.com', password: 'wrong-password' }],
    ['/api/auth/signin', { username: 'tilly_t', password: 'wrong-password' }],
    ['/api/simple-auth/signin', { username: 'tilly_t', password: 'wrong-password' }],
  ])('POST %s answers a failing strategy with the one credentials message', async (path, body) => {
    const res = await ctx.http().post(path).send(body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: INVALID_CREDENTIALS });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['/api/simple-auth/signin', { username: 'ti', password: 'puddle-jumper' }, MESSAGES.usernameMin3],
    ['/api/auth/signin', { email: 'not-an-email', password: 'puddle-jumper' }, MESSAGES.email],
    ['/api/auth/signin', { username: '', password: 'puddle-jumper' }, MESSAGES.usernameRequired],
    ['/api/auth/signin', { email: 'tilly@example.com', password: 12345678 }, MESSAGES.passwordRequired],
    [
      '/api/auth/signin',
      [{ email: 'tilly@example.com', password: 'puddle-jumper' }],
      'Request body must be a JSON object',
    ],
    [
      '/api/simple-auth/signin',
      { username: ['tilly_t'], password: 'puddle-jumper' },
      MESSAGES.usernameRequired,
    ],
  ])('POST %s with %j gets its field message before any strategy runs', async (path, body, message) => {
    const spies = spyOnStrategies();
    const res = await ctx.http().post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('answers a body over the JSON limit without running a strategy', async () => {
    const spies = spyOnStrategies();
    const res = await ctx
      .http()
      .post('/api/auth/signin')
      .send({ email: 'tilly@example.com', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('answers the one credentials message when a strategy fails without an error', async () => {
    // passport-local fails (no error, no user) on a missing field; the DTO normally answers before it can.
    jest.spyOn(LocalStrategy.prototype, 'authenticate').mockImplementation(function (this: LocalStrategy) {
      (this as unknown as { fail(challenge: unknown, status: number): void }).fail(
        { message: 'Missing credentials' },
        400,
      );
    });
    const res = await ctx
      .http()
      .post('/api/auth/signin')
      .send({ email: 'tilly@example.com', password: 'puddle-jumper' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: INVALID_CREDENTIALS });
  });
});
