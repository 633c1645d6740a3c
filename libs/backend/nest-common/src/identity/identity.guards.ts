import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ADMIN_ELEVATION_REQUIRED, type IdentityClaims } from '@petcora/contracts';
import { IdentityStrategy } from './identity.strategy';

interface IdentifiedRequest {
  headers: Record<string, string | string[] | undefined>;
  /** Read by `@CurrentIdentity()`. */
  user?: IdentityClaims | null;
}

/** Sets `request.user` to the verified caller or null; answers whether there is one. */
function identify(strategy: IdentityStrategy, context: ExecutionContext): IdentityClaims | null {
  const request = context.switchToHttp().getRequest<IdentifiedRequest>();
  const identity = strategy.identify(request.headers);
  request.user = identity;
  return identity;
}

/** Requires a valid identity token; 401 `{ message }` otherwise. */
@Injectable()
export class IdentityGuard implements CanActivate {
  constructor(protected readonly strategy: IdentityStrategy) {}

  canActivate(context: ExecutionContext): boolean {
    if (!identify(this.strategy, context)) throw new UnauthorizedException('Authentication required');
    return true;
  }
}

/** Lets anonymous callers through; `@CurrentIdentity()` is then null. */
@Injectable()
export class OptionalIdentityGuard implements CanActivate {
  constructor(private readonly strategy: IdentityStrategy) {}

  canActivate(context: ExecutionContext): boolean {
    identify(this.strategy, context);
    return true;
  }
}

/** Requires an identity with the admin role: 401 anonymous, 403 member. */
@Injectable()
export class AdminGuard extends IdentityGuard {
  override canActivate(context: ExecutionContext): boolean {
    super.canActivate(context);
    const identity = context.switchToHttp().getRequest<IdentifiedRequest>().user;
    if (identity?.role !== 'admin') throw new ForbiddenException('Admin access required');
    return true;
  }
}

/**
 * Requires an admin identity unlocked with the admin overview password (the token's `admin_elevated` claim, which
 * only the gateway can sign): 401 anonymous, 403 member, 403 `ADMIN_ELEVATION_REQUIRED` for an admin not unlocked.
 */
@Injectable()
export class AdminElevatedGuard extends AdminGuard {
  override canActivate(context: ExecutionContext): boolean {
    super.canActivate(context);
    const identity = context.switchToHttp().getRequest<IdentifiedRequest>().user;
    if (!identity?.adminElevated) throw new ForbiddenException(ADMIN_ELEVATION_REQUIRED);
    return true;
  }
}
