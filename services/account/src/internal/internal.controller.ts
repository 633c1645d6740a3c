import { Controller, Get, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccountStats, SessionIdentity } from '@petcora/contracts';
import { AdminElevatedGuard } from '@petcora/nest-common';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import {
  keepSessionAlive,
  sessionAdminElevatedUntil,
  type SessionLifetime,
  sessionUserId,
} from '../sessions/session-auth';
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
  async session(@Req() req: FastifyRequest): Promise<SessionIdentity> {
    const userId = sessionUserId(req);
    if (!userId || !(await keepSessionAlive(req, this.lifetime)))
      throw new UnauthorizedException('Not signed in');
    const identity = await this.users.findIdentity(userId);
    if (!identity) throw new UnauthorizedException('Not signed in');
    // The stored role alone decides the role: the overview password never turns a member into an admin.
    const answer: SessionIdentity = { id: identity.sub, username: identity.username, role: identity.role };
    // The elevation only ever rides on an admin's session, and only while it lasts.
    const elevatedUntil = identity.role === 'admin' ? sessionAdminElevatedUntil(req) : undefined;
    if (elevatedUntil !== undefined) answer.adminElevatedUntil = elevatedUntil;
    return answer;
  }

  /** The overview's user numbers: an admin session unlocked with the overview password (the token's claim). */
  @Get('stats')
  @UseGuards(AdminElevatedGuard)
  accountStats(): Promise<AccountStats> {
    return this.stats.accountStats();
  }
}
