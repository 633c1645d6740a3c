import { Controller, Get, Header } from '@nestjs/common';
import type { PaymentsConfig } from '@petcora/contracts';
import { ApiContract } from '@petcora/nest-common';
import { SquarePaymentsClient } from './square-payments.client';

/** GET /api/payments/config: which Square card form the checkout page loads (no secret in it). */
@Controller('api/payments')
export class PaymentsConfigController {
  constructor(private readonly square: SquarePaymentsClient) {}

  @Get('config')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiContract('PaymentsConfig', {
    summary: "The Square card form's application, location and script",
    access: 'public',
  })
  config(): PaymentsConfig {
    return this.square.config.browser;
  }
}
