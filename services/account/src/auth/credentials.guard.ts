import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { EmailSignInDto, SimpleSignInDto, UsernameSignInDto } from '@petcora/validation';
import { isObject } from '../common/is-object';
import { validateBody } from '../common/validate-body';
import type { User } from '../users/user.entity';
import { INVALID_CREDENTIALS } from './auth.service';
import { EMAIL_PASSWORD, USERNAME_PASSWORD } from './credential-strategies';

type CredentialStrategy = typeof EMAIL_PASSWORD | typeof USERNAME_PASSWORD;

/** Which DTO a sign-in body must satisfy and which passport strategy then checks it. */
export interface CredentialChoice {
  dto: new () => object;
  strategy: CredentialStrategy;
}

/**
 * Passport's guard for one strategy, answering the service's own messages: the strategy's error (401 with the one
 * credentials message, 429 from the limiter) as thrown, and the same 401 if a strategy ever fails without one.
 */
function strategyGuard(strategy: CredentialStrategy): IAuthGuard {
  class StrategyGuard extends AuthGuard(strategy) {
    override handleRequest<TUser = User>(error: unknown, user: TUser | false): TUser {
      if (error) throw error;
      if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
      return user;
    }
  }
  return new StrategyGuard();
}

const STRATEGY_GUARDS: Record<CredentialStrategy, IAuthGuard> = {
  [EMAIL_PASSWORD]: strategyGuard(EMAIL_PASSWORD),
  [USERNAME_PASSWORD]: strategyGuard(USERNAME_PASSWORD),
};

/**
 * Validates the sign-in body with its DTO first (400 with the spec's field messages, before any lookup or count),
 * then lets the chosen passport strategy find the user, who is left on `req.user` for the handler to sign in.
 */
abstract class CredentialsGuard implements CanActivate {
  protected abstract choose(body: unknown): CredentialChoice;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { dto, strategy } = this.choose(req.body);
    req.body = await validateBody(dto, req.body);
    return (await STRATEGY_GUARDS[strategy].canActivate(context)) as boolean;
  }
}

/** `{ email, password }`, or `{ username, password }` from the community page (a body with no email field). */
@Injectable()
export class SignInCredentialsGuard extends CredentialsGuard {
  protected choose(body: unknown): CredentialChoice {
    const byUsername = isObject(body) && 'username' in body && !('email' in body);
    return byUsername
      ? { dto: UsernameSignInDto, strategy: USERNAME_PASSWORD }
      : { dto: EmailSignInDto, strategy: EMAIL_PASSWORD };
  }
}

/** The simple flow's `{ username, password }`, with its stricter length rules. */
@Injectable()
export class SimpleSignInCredentialsGuard extends CredentialsGuard {
  protected choose(): CredentialChoice {
    return { dto: SimpleSignInDto, strategy: USERNAME_PASSWORD };
  }
}

/** The user the route's credentials guard signed in. */
export function signedInUser(req: Request): User {
  return req.user as User;
}
