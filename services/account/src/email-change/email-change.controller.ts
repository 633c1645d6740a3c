import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { IdentityClaims, MessageResponse } from '@petcora/contracts';
import { ApiContract, clientAddressOf, CurrentIdentity, IdentityGuard } from '@petcora/nest-common';
import { ACCOUNT_RECOVERY_MESSAGES, EmailChangeDto } from '@petcora/validation';
import { validateBody } from '../common/validate-body';
import { EmailChangeService } from './email-change.service';

@Controller('api/auth/email-change')
export class EmailChangeController {
  constructor(private readonly changes: EmailChangeService) {}

  /** 202: the change waits for the link mailed to the new address (POST /api/auth/verify-email applies it). */
  @Post()
  @HttpCode(202)
  @UseGuards(IdentityGuard)
  @ApiContract('MessageResponse', { body: EmailChangeDto })
  async request(
    @CurrentIdentity() identity: IdentityClaims,
    @Body() body: unknown,
    @Req() req: FastifyRequest,
  ): Promise<MessageResponse> {
    const input = await validateBody(EmailChangeDto, body);
    await this.changes.request(identity.sub, input.newEmail, input.password, clientAddressOf(req));
    return { message: ACCOUNT_RECOVERY_MESSAGES.emailChangeSent };
  }
}
