import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { ACCOUNT_EVENTS_QUEUE } from '@petcora/contracts';
import { AccountEventsProcessor } from './account-events.processor';
import { AuthorsService } from './authors.service';
import { SearchMatchCacheModule } from '../search/search-match-cache.module';

@Module({
  imports: [BullModule.registerQueue({ name: ACCOUNT_EVENTS_QUEUE }), SearchMatchCacheModule],
  providers: [AuthorsService, AccountEventsProcessor],
  exports: [AuthorsService, BullModule],
})
export class AuthorsModule {}
