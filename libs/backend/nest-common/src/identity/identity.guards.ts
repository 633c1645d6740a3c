import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { IdentityClaims } from '@petcora/contracts';

/** Requires a valid identity token; 401 `{ message }` otherwise. */
@Injectable()
export class IdentityGuard extends AuthGuard('identity') {
  override handleRequest<T = IdentityClaims>(err: unknown, user: T | false): T {
    if (err || !user) throw new UnauthorizedException('Authentication required');
    return user;
  }
}

/** Lets anonymous callers through; `@CurrentIdentity()` is then null. */
@Injectable()
export class OptionalIdentityGuard extends AuthGuard('identity') {
  override handleRequest<T = IdentityClaims>(_err: unknown, user: T | false): T {
    return (user || null) as T;
  }
}

/** Requires an identity with the admin role: 401 anonymous, 403 member. */
@Injectable()
export class AdminGuard extends IdentityGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const identity = context.switchToHttp().getRequest<{ user?: IdentityClaims }>().user;
    if (identity?.role !== 'admin') throw new ForbiddenException('Admin access required');
    return true;
  }
}
