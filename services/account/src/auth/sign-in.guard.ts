import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type Type,
  UnauthorizedException,
} from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { EmailSignInDto, SimpleSignInDto, UsernameSignInDto } from '@petcora/validation';
import { isObject } from '../common/is-object';
import { validateBody } from '../common/validate-body';
import type { User } from '../users/user.entity';
import { INVALID_CREDENTIALS } from './auth.service';
import {
  type CredentialStrategy,
  EMAIL_PASSWORD,
  SIMPLE_USERNAME_PASSWORD,
  USERNAME_PASSWORD,
} from './credential-strategies';

/** The DTO each strategy's sign-in form must satisfy before the strategy reads it. */
const SIGN_IN_FORMS: Record<CredentialStrategy, Type<object>> = {
  [EMAIL_PASSWORD]: EmailSignInDto,
  [USERNAME_PASSWORD]: UsernameSignInDto,
  [SIMPLE_USERNAME_PASSWORD]: SimpleSignInDto,
};

/**
 * `AuthGuard(strategy)` for one sign-in form. Nest runs guards before pipes, so the guard validates the body with
 * the form's DTO first: a malformed body gets its field message (400) before any lookup, count or strategy, exactly
 * as the DTO answers it elsewhere, and the strategy reads the validated values. The strategy's own error is passed on
 * as thrown (401 with the one credentials message, 403 suspended, 429 from the limiter); a failure without one (such
 * as passport-local's missing field) answers the same 401, never passport's text. No passport session: the handler
 * starts the service's own session.
 */
function signInGuard(strategy: CredentialStrategy, name: string): Type<IAuthGuard> {
  @Injectable()
  class SignInFormGuard extends AuthGuard(strategy) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<FastifyRequest>();
      req.body = await validateBody(SIGN_IN_FORMS[strategy], req.body);
      return (await super.canActivate(context)) as boolean;
    }

    override getAuthenticateOptions(): { session: false } {
      return { session: false };
    }

    override handleRequest<TUser = User>(error: unknown, user: TUser | false | undefined): TUser {
      if (error) throw error;
      if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
      return user;
    }
  }
  // Nest's messages and the API document's checks name a guard by its class.
  Object.defineProperty(SignInFormGuard, 'name', { value: name });
  return SignInFormGuard;
}

/** The email form. */
export const EmailPasswordGuard = signInGuard(EMAIL_PASSWORD, 'EmailPasswordGuard');
/** The community sign-in. */
export const UsernamePasswordGuard = signInGuard(USERNAME_PASSWORD, 'UsernamePasswordGuard');
/** The simpler flow's sign-in (POST /api/simple-auth/signin). */
export const SimpleSignInGuard = signInGuard(SIMPLE_USERNAME_PASSWORD, 'SimpleSignInGuard');

/** Whether a POST /api/auth/signin body is the community sign-in's: a username and no email. */
export function isUsernameSignIn(body: unknown): boolean {
  return isObject(body) && 'username' in body && !('email' in body);
}

/**
 * POST /api/auth/signin takes the email form or the community sign-in: the body's shape picks the form's guard, so
 * one request runs one strategy.
 */
@Injectable()
export class EmailOrUsernameSignInGuard implements CanActivate {
  private readonly email = new EmailPasswordGuard();
  private readonly username = new UsernamePasswordGuard();

  canActivate(context: ExecutionContext): Promise<boolean> {
    const body: unknown = context.switchToHttp().getRequest<FastifyRequest>().body;
    return (isUsernameSignIn(body) ? this.username : this.email).canActivate(context) as Promise<boolean>;
  }
}

/** The user the route's sign-in guard found; a guard that let the request through without one is a bug. */
export function signedInUser(req: FastifyRequest & { user?: unknown }): User {
  if (!req.user) throw new UnauthorizedException(INVALID_CREDENTIALS);
  return req.user as User;
}
