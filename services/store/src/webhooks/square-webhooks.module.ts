import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { SquareWebhooksController } from './square-webhooks.controller';
import { SquareWebhooksService } from './square-webhooks.service';

@Module({
  imports: [PaymentsModule],
  controllers: [SquareWebhooksController],
  providers: [SquareWebhooksService],
})
export class SquareWebhooksModule {}
