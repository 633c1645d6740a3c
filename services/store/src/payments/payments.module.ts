import { Module } from '@nestjs/common';
import { PaymentsService } from './payments.service';
import { SquarePaymentsClient } from './square-payments.client';

@Module({
  providers: [SquarePaymentsClient, PaymentsService],
  exports: [SquarePaymentsClient, PaymentsService],
})
export class PaymentsModule {}
