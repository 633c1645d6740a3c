import { Module } from '@nestjs/common';
import { OrderMailModule } from '../order-mail/order-mail.module';
import { PaymentsConfigController } from './payments-config.controller';
import { PaymentsService } from './payments.service';
import { SquarePaymentsClient } from './square-payments.client';

@Module({
  imports: [OrderMailModule],
  controllers: [PaymentsConfigController],
  providers: [SquarePaymentsClient, PaymentsService],
  exports: [SquarePaymentsClient, PaymentsService],
})
export class PaymentsModule {}
