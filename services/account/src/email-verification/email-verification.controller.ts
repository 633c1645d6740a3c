import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { IdentityClaims, MessageResponse } from '@petcora/contracts';
import { ApiContract, clientAddressOf, CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import { ACCOUNT_RECOVERY_MESSAGES, EmailVerificationDto } from '@petcora/validation';
import { validateBody } from '../common/validate-body';
import { EmailVerificationService } from './email-verification.service';

@Controller('api/auth/verify-email')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** The link's token is the proof: works signed in or not, in any browser. */
  @Post()
  @HttpCode(200)
  @ApiContract('MessageResponse', { body: EmailVerificationDto })
  async verify(@Body() body: unknown): Promise<MessageResponse> {
    const input = await validateBody(EmailVerificationDto, body);
    const outcome = await this.verification.verify(input.token);
    return {
      message:
        outcome === 'changed'
          ? ACCOUNT_RECOVERY_MESSAGES.emailChanged
          : ACCOUNT_RECOVERY_MESSAGES.emailVerified,
    };
  }

  @Post('resend')
  @HttpCode(202)
  @UseGuards(IdentityGuard)
  @ApiContract('MessageResponse')
  async resend(
    @CurrentIdentity() identity: IdentityClaims,
    @Req() req: FastifyRequest,
  ): Promise<MessageResponse> {
    const sent = await this.verification.resend(identity.sub, clientAddressOf(req));
    return {
      message: sent ? ACCOUNT_RECOVERY_MESSAGES.verificationSent : ACCOUNT_RECOVERY_MESSAGES.alreadyVerified,
    };
  }
}
