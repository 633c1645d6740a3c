import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { ACCOUNT_EVENTS_QUEUE } from '@petcora/contracts';
import { AccountEventsProcessor } from './account-events.processor';
import { AuthorsService } from './authors.service';

@Module({
  imports: [BullModule.registerQueue({ name: ACCOUNT_EVENTS_QUEUE })],
  providers: [AuthorsService, AccountEventsProcessor],
  exports: [AuthorsService, BullModule],
})
export class AuthorsModule {}
