import { Module } from '@nestjs/common';
import { PaymentsConfigController } from './payments-config.controller';
import { PaymentsService } from './payments.service';
import { SquarePaymentsClient } from './square-payments.client';

@Module({
  controllers: [PaymentsConfigController],
  providers: [SquarePaymentsClient, PaymentsService],
  exports: [SquarePaymentsClient, PaymentsService],
})
export class PaymentsModule {}
