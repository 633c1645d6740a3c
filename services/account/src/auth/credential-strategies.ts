import { Injectable, type Type } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { clientAddressOf } from '@petcora/nest-common';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** Passport's name for the email form: `{ email, password }` on POST /api/auth/signin. */
export const EMAIL_PASSWORD = 'email-password';
/** Passport's name for the community sign-in: `{ username, password }` on POST /api/auth/signin. */
export const USERNAME_PASSWORD = 'username-password';
/** Passport's name for the simpler flow: `{ username, password }` on POST /api/simple-auth/signin. */
export const SIMPLE_USERNAME_PASSWORD = 'simple-username-password';

export type CredentialStrategy =
  typeof EMAIL_PASSWORD | typeof USERNAME_PASSWORD | typeof SIMPLE_USERNAME_PASSWORD;

/** The body field passport-local reads the account's name from. */
type LoginField = 'email' | 'username';

export interface PasswordStrategy {
  validate(req: FastifyRequest, login: string, password: string): Promise<User>;
}

/**
 * A passport-local strategy that hands the credentials to AuthService.signIn, which keeps the per-account and
 * per-client limits (checked before the password), the lockout, the timing and the one 401 message. Passport never
 * keeps its own session here: the route's handler starts the account service's session (sessions/session-auth.ts) on
 * a fresh session id once the strategy has found the user.
 */
function passwordStrategy(name: CredentialStrategy, loginField: LoginField): Type<PasswordStrategy> {
  @Injectable()
  class LocalPasswordStrategy extends PassportStrategy(Strategy, name) implements PasswordStrategy {
    constructor(private readonly auth: AuthService) {
      super({
        usernameField: loginField,
        passwordField: 'password',
        passReqToCallback: true,
        session: false,
      });
    }

    validate(req: FastifyRequest, login: string, password: string): Promise<User> {
      const credentials = loginField === 'email' ? { email: login, password } : { username: login, password };
      return this.auth.signIn(credentials, clientAddressOf(req));
    }
  }
  return LocalPasswordStrategy;
}

@Injectable()
export class EmailPasswordStrategy extends passwordStrategy(EMAIL_PASSWORD, 'email') {}

/** The same accounts, limits, lockout and messages as the email form, found by username. */
@Injectable()
export class UsernamePasswordStrategy extends passwordStrategy(USERNAME_PASSWORD, 'username') {}

/** The simpler flow's sign-in: its DTO's lengths are stricter, its accounts and limits are the same. */
@Injectable()
export class SimpleUsernamePasswordStrategy extends passwordStrategy(SIMPLE_USERNAME_PASSWORD, 'username') {}
