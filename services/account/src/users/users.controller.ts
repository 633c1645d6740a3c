import { Controller, Get, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { CurrentUser, IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { toCurrentUser, UsersService } from './users.service';

/** The signed-in user, under the three paths the screens use (/api/auth/me, /api/user, /api/auth/user). */
@Controller('api')
@UseGuards(IdentityGuard)
export class CurrentUserController {
  constructor(private readonly users: UsersService) {}

  @Get(['auth/me', 'auth/user', 'user'])
  @ApiContract('CurrentUser', { summary: 'The signed-in user' })
  async me(@CurrentIdentity() identity: IdentityClaims): Promise<CurrentUser> {
    const user = await this.users.findById(identity.sub);
    // A valid token for an account deleted since: anonymous from now on.
    if (!user) throw new UnauthorizedException('Authentication required');
    // The gateway's identity says 'admin' for a session elevated by the admin overview password.
    return { ...toCurrentUser(user), role: identity.role === 'admin' ? 'admin' : user.role };
  }
}
