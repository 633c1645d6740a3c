import { Body, Controller, Req, Res, UseGuards } from '@nestjs/common';
import { ApiContract, isDevelopmentLike } from '@petcora/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SimpleSignInDto, SimpleSignUpDto } from '@petcora/validation';
import type { AuthResponse, MessageResponse } from '@petcora/contracts';
import { AuthService } from '../auth/auth.service';
import { SimpleSignInGuard, signedInUser } from '../auth/sign-in.guard';
import { validateBody } from '../common/validate-body';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { AuthRoute } from '../sessions/auth-route';
import { endSession, startSession } from '../sessions/session-auth';
import { toCurrentUser } from '../users/users.service';

/** The spec's second, simpler auth flow (username + password): same accounts, sessions and limits. */
@Controller()
export class SimpleAuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectAccountEnv() private readonly env: AccountEnv,
  ) {}

  /** The guard validates the body (stricter lengths) and checks it with the simpler flow's passport strategy. */
  @AuthRoute('simpleSignIn')
  @UseGuards(SimpleSignInGuard)
  @ApiContract('AuthResponse', {
    summary: 'Sign in by username (simple flow)',
    access: 'public',
    errors: [401],
    body: SimpleSignInDto,
  })
  async signIn(@Body() _credentials: SimpleSignInDto, @Req() req: FastifyRequest): Promise<AuthResponse> {
    const user = signedInUser(req);
    await startSession(req, user.id);
    return { user: toCurrentUser(user), message: 'Signed in successfully' };
  }

  @AuthRoute('simpleSignUp', 201)
  @ApiContract('AuthResponse', {
    summary: 'Create an account and sign in (simple flow)',
    errors: [409],
    body: SimpleSignUpDto,
  })
  async signUp(@Body() body: unknown, @Req() req: FastifyRequest): Promise<AuthResponse> {
    const input = await validateBody(SimpleSignUpDto, body);
    const user = await this.auth.signUp(input);
    await startSession(req, user.id);
    return { user: toCurrentUser(user), message: 'Account created successfully' };
  }

  @AuthRoute('simpleLogout')
  @ApiContract('MessageResponse', { summary: 'Sign out (simple flow)' })
  async logout(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<MessageResponse> {
    await endSession(req, res, !isDevelopmentLike(this.env));
    return { message: 'Signed out' };
  }
}
