import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { MessageResponse } from '@petcora/contracts';
import { ApiContract, clientAddressOf, CurrentTrace } from '@petcora/nest-common';
import type { TraceContext } from '@petcora/tracing';
import {
  ACCOUNT_RECOVERY_MESSAGES,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
} from '@petcora/validation';
import { validateBody } from '../common/validate-body';
import { AuthRoute } from '../sessions/auth-route';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** Always 202 with the same body, whether or not an account has the address (no account enumeration). */
  @Post('api/auth/password-reset')
  @HttpCode(202)
  @ApiContract('MessageResponse', { body: PasswordResetRequestDto })
  async request(@Body() body: unknown, @Req() req: FastifyRequest): Promise<MessageResponse> {
    const input = await validateBody(PasswordResetRequestDto, body);
    await this.resets.request(input.email, clientAddressOf(req));
    return { message: ACCOUNT_RECOVERY_MESSAGES.resetRequested };
  }

  /** Sets the new password and ends every session of the account; the member then signs in with it. */
  @AuthRoute('passwordResetConfirm')
  @ApiContract('MessageResponse', { body: PasswordResetConfirmDto })
  async confirm(
    @Body() body: unknown,
    @CurrentTrace() trace: TraceContext | undefined,
  ): Promise<MessageResponse> {
    const input = await validateBody(PasswordResetConfirmDto, body);
    await this.resets.confirm(input.token, input.password, trace);
    return { message: ACCOUNT_RECOVERY_MESSAGES.passwordReset };
  }
}
