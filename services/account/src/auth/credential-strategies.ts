import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { clientAddressOf } from '@petcora/nest-common';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** Passport's name for signing in with an email address and a password. */
export const EMAIL_PASSWORD = 'email-password';
/** Passport's name for signing in with a username and a password (the community sign-in, the simple flow). */
export const USERNAME_PASSWORD = 'username-password';

export type CredentialStrategy = typeof EMAIL_PASSWORD | typeof USERNAME_PASSWORD;

/**
 * Passport never keeps its own session here: the account service's session (sessions/session-auth.ts) is started by
 * the handler once the strategy has found the user, on a fresh session id.
 */
const STRATEGY_OPTIONS = { passwordField: 'password', passReqToCallback: true, session: false } as const;

/**
 * `{ email, password }`, already validated by the handler (authenticateCredentials), so the field messages stay the
 * DTOs'; limits, lockout and the one 401 message are AuthService.signIn's.
 */
@Injectable()
export class EmailPasswordStrategy extends PassportStrategy(Strategy, EMAIL_PASSWORD) {
  constructor(private readonly auth: AuthService) {
    super({ ...STRATEGY_OPTIONS, usernameField: 'email' });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.signIn({ email, password }, clientAddressOf(req));
  }
}

/** `{ username, password }`: the same accounts, limits, lockout and messages as the email strategy. */
@Injectable()
export class UsernamePasswordStrategy extends PassportStrategy(Strategy, USERNAME_PASSWORD) {
  constructor(private readonly auth: AuthService) {
    super({ ...STRATEGY_OPTIONS, usernameField: 'username' });
  }

  validate(req: Request, username: string, password: string): Promise<User> {
    return this.auth.signIn({ username, password }, clientAddressOf(req));
  }
}
