import { Body, Controller, ForbiddenException, Req, UnauthorizedException } from '@nestjs/common';
import type { MessageResponse } from '@petcora/contracts';
import { ApiContract, clientAddressOf } from '@petcora/nest-common';
import type { FastifyRequest } from 'fastify';
import { AdminUnlockDto } from '@petcora/validation';
import { PasswordHasher } from '../auth/password-hasher';
import { validateBody } from '../common/validate-body';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { AuthRoute } from '../sessions/auth-route';
import { sessionUserId, startSession } from '../sessions/session-auth';
import { UsersService } from '../users/users.service';
import { adminPasswordHash } from './admin-password';
import { AdminUnlockLimiter } from './admin-unlock-limiter';

export const SIGN_IN_FIRST = 'Please sign in first';
export const INVALID_ADMIN_PASSWORD = 'Invalid admin password';

/**
 * The hidden admin overview's password, checked here instead of in the browser. It is a second check for an account
 * whose stored role is already admin, never a grant of a role: a member is refused before the password is even
 * compared, so the prompt is no oracle for it either. A correct password unlocks the session for
 * ADMIN_ELEVATION_MINUTES; the admin stats answer 403 without that (ADR 0016).
 */
@Controller()
export class AdminController {
  private readonly passwordHash: string;
  private readonly elevationMs: number;

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly limiter: AdminUnlockLimiter,
    @InjectAccountEnv() env: AccountEnv,
  ) {
    this.passwordHash = adminPasswordHash(env);
    this.elevationMs = env.ADMIN_ELEVATION_MINUTES * 60_000;
  }

  @AuthRoute('adminUnlock')
  @ApiContract('MessageResponse', {
    summary: 'Unlock the admin overview with its password',
    access: 'admin',
    body: AdminUnlockDto,
  })
  async unlock(@Body() body: unknown, @Req() req: FastifyRequest): Promise<MessageResponse> {
    const userId = await this.signedInUser(req);
    const { password } = await validateBody(AdminUnlockDto, body);
    const identity = await this.users.findIdentity(userId);
    if (identity?.role !== 'admin') throw new ForbiddenException(INVALID_ADMIN_PASSWORD);
    const address = clientAddressOf(req);
    await this.limiter.begin(userId, address);
    if (!(await this.passwords.verify(this.passwordHash, password)))
      throw new UnauthorizedException(INVALID_ADMIN_PASSWORD);
    await this.limiter.succeeded(userId, address);
    // A privilege change gets a fresh session id, like a sign-in (and the gateway's cached identity of the old one dies).
    // The gateway signs the elevation into the identity token (`admin_elevated`) until it runs out.
    await startSession(req, userId, { adminElevatedUntil: Date.now() + this.elevationMs });
    return { message: 'Admin access granted' };
  }

  /** Drops the elevation (the admin overview's Logout); the user stays signed in. */
  @AuthRoute('adminLock')
  @ApiContract('MessageResponse', { summary: 'Lock the admin overview again', access: 'signed-in' })
  async lock(@Req() req: FastifyRequest): Promise<MessageResponse> {
    const userId = await this.signedInUser(req);
    await startSession(req, userId);
    return { message: 'Admin access ended' };
  }

  private async signedInUser(req: FastifyRequest): Promise<string> {
    const userId = sessionUserId(req);
    if (!userId || !(await this.users.findIdentity(userId))) throw new UnauthorizedException(SIGN_IN_FIRST);
    return userId;
  }
}
