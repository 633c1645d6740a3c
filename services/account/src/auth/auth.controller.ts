import { Body, Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiContract, isDevelopmentLike } from '@petcora/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse, MessageResponse } from '@petcora/contracts';
import {
  EmailSignInDto,
  EmailSignUpDto,
  FullSignUpDto,
  safeReturnPath,
  UsernameSignInDto,
} from '@petcora/validation';
import { isObject } from '../common/is-object';
import { validateBody } from '../common/validate-body';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { AuthRoute } from '../sessions/auth-route';
import { endSession, startSession } from '../sessions/session-auth';
import { toCurrentUser } from '../users/users.service';
import { AuthService } from './auth.service';
import { EmailOrUsernameSignInGuard, isUsernameSignIn, signedInUser } from './sign-in.guard';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectAccountEnv() private readonly env: AccountEnv,
  ) {}

  /**
   * The email form `{ email, password, username, firstName?, lastName? }`, or the community page's full form, told
   * apart by its `confirmPassword` / `displayName` fields (the email form sends neither).
   */
  @AuthRoute('signUp', 201)
  @ApiContract('AuthResponse', {
    summary: 'Create an account and sign in (email or full form)',
    errors: [409],
    body: [EmailSignUpDto, FullSignUpDto],
  })
  async signUp(@Body() body: unknown, @Req() req: FastifyRequest): Promise<AuthResponse> {
    const fullForm = isObject(body) && ('confirmPassword' in body || 'displayName' in body);
    const input = fullForm
      ? await validateBody(FullSignUpDto, body)
      : await validateBody(EmailSignUpDto, body);
    return this.createAndSignIn(input, req);
  }

  /** The full sign-up form only. */
  @AuthRoute('register', 201)
  @ApiContract('AuthResponse', {
    summary: 'Create an account and sign in (full form)',
    errors: [409],
    body: FullSignUpDto,
  })
  async register(@Body() body: unknown, @Req() req: FastifyRequest): Promise<AuthResponse> {
    return this.createAndSignIn(await validateBody(FullSignUpDto, body), req);
  }

  /**
   * Accepts `{ email, password }` (the email form) or `{ username, password }` (the community sign-in): the guard
   * validates the body with its form's DTO and checks it with that form's passport strategy.
   */
  @AuthRoute('signIn')
  @UseGuards(EmailOrUsernameSignInGuard)
  @ApiContract('AuthResponse', {
    summary: 'Sign in by email or username',
    access: 'public',
    errors: [401],
    body: [EmailSignInDto, UsernameSignInDto],
  })
  async signIn(@Body() body: unknown, @Req() req: FastifyRequest): Promise<AuthResponse> {
    // Already validated by the guard; read back as its DTO, which is what the API document names for this body.
    if (isUsernameSignIn(body)) await validateBody(UsernameSignInDto, body);
    else await validateBody(EmailSignInDto, body);
    const user = signedInUser(req);
    await startSession(req, user.id);
    return { user: toCurrentUser(user), message: 'Signed in successfully' };
  }

  @AuthRoute('signOut')
  @ApiContract('MessageResponse', { summary: 'Sign out' })
  async signOut(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<MessageResponse> {
    await endSession(req, res, this.production);
    return { message: 'Signed out' };
  }

  /** Server navigation: sign out and go home. */
  @AuthRoute('logoutNavigation')
  @ApiContract(null, { summary: 'Sign out and go to the home page', answerKind: 'redirect' })
  async logout(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await endSession(req, res, this.production);
    void res.redirect('/', 302);
  }

  /** Server navigation to the sign-in screen, keeping a same-site return path. */
  @Get('api/login')
  @ApiContract(null, { summary: 'Go to the sign-in screen', answerKind: 'redirect' })
  login(@Query('returnTo') returnTo: unknown, @Res() res: FastifyReply): void {
    const path = safeReturnPath(returnTo);
    void res.redirect(path ? `/auth?returnTo=${encodeURIComponent(path)}` : '/auth', 302);
  }

  private async createAndSignIn(
    input: EmailSignUpDto | FullSignUpDto,
    req: FastifyRequest,
  ): Promise<AuthResponse> {
    const user = await this.auth.signUp(input);
    await startSession(req, user.id);
    return { user: toCurrentUser(user), message: 'Account created successfully' };
  }

  /** Secure `__Host-` cookie unless NODE_ENV=development or test. */
  private get production(): boolean {
    return !isDevelopmentLike(this.env);
  }
}
