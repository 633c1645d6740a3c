import { Controller, Get, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { AccountStats, SessionIdentity } from '@petcora/contracts';
import { AdminGuard } from '@petcora/nest-common';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { keepSessionAlive, type SessionLifetime, sessionUserId } from '../sessions/session-auth';
import { UsersService } from '../users/users.service';
import { StatsService } from './stats.service';

/** Service-to-service endpoints. The gateway never routes /internal/* from the outside. */
@Controller('internal')
export class InternalController {
  private readonly lifetime: SessionLifetime;

  constructor(
    private readonly users: UsersService,
    private readonly stats: StatsService,
    @InjectAccountEnv() env: AccountEnv,
  ) {
    this.lifetime = {
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    };
  }

  /**
   * Resolves the browser's session cookie (forwarded by the gateway) to who is signed in.
   * Cost: one session row read by primary key and one user read by primary key (plus a session write at most once
   * a minute, recording activity for the idle timeout).
   */
  @Get('session')
  async session(@Req() req: Request): Promise<SessionIdentity> {
    const userId = sessionUserId(req);
    if (!userId || !(await keepSessionAlive(req, this.lifetime)))
      throw new UnauthorizedException('Not signed in');
    const identity = await this.users.findIdentity(userId);
    if (!identity) throw new UnauthorizedException('Not signed in');
    // The stored role alone decides: the overview password never turns a member into an admin (issue 7, hole 3).
    return { id: identity.sub, username: identity.username, role: identity.role };
  }

  @Get('stats')
  @UseGuards(AdminGuard)
  accountStats(): Promise<AccountStats> {
    return this.stats.accountStats();
  }
}
