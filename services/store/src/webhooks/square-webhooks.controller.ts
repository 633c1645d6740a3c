import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SQUARE_SIGNATURE_HEADER, type WebhookReceipt } from '@petcora/contracts';
import { ApiContract, rawBodyOf } from '@petcora/nest-common';
import { SquareWebhooksService } from './square-webhooks.service';

/**
 * POST /api/webhooks/square: Square's notifications. No session and no CSRF token (Square is not a browser): the
 * signature over the exact body is the authentication. 403 when it does not match.
 */
@Controller('api/webhooks')
export class SquareWebhooksController {
  constructor(private readonly webhooks: SquareWebhooksService) {}

  @Post('square')
  @HttpCode(200)
  @ApiContract('WebhookReceipt', {
    summary: "Receive Square's payment and refund notifications",
    access: 'public',
    errors: [403],
  })
  receive(
    @Req() req: FastifyRequest,
    @Headers(SQUARE_SIGNATURE_HEADER) signature: string | string[] | undefined,
  ): Promise<WebhookReceipt> {
    return this.webhooks.receive(rawBodyOf(req.raw), Array.isArray(signature) ? undefined : signature);
  }
}
