import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IdentityClaims } from '@petcora/contracts';

/** The verified caller (set by IdentityGuard / OptionalIdentityGuard), or null. */
export const CurrentIdentity = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): IdentityClaims | null =>
    ctx.switchToHttp().getRequest().user ?? null,
);
