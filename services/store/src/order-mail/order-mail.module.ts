import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MAIL_QUEUE } from '@petcora/contracts';
import { OrderMailService } from './order-mail.service';

@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
  providers: [OrderMailService],
  exports: [OrderMailService],
})
export class OrderMailModule {}
