import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MODERATION_EVENTS_QUEUE } from '@petcora/contracts';
import { AuthorsModule } from '../authors/authors.module';
import { FeedModule } from '../feed/feed.module';
import { RankingModule } from '../ranking/ranking.module';
import { SearchMatchCacheModule } from '../search/search-match-cache.module';
import { ModerationService } from './moderation.service';
import { ModerationController, ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { RestrictionsController } from './restrictions.controller';
import { RestrictionsService } from './restrictions.service';
import { SuspensionPublisher } from './suspension.publisher';

/** Blocks, mutes, reports and moderation (ADR 0061). */
@Module({
  imports: [
    AuthorsModule,
    FeedModule,
    SearchMatchCacheModule,
    RankingModule,
    BullModule.registerQueue({ name: MODERATION_EVENTS_QUEUE }),
  ],
  controllers: [RestrictionsController, ReportsController, ModerationController],
  providers: [RestrictionsService, ReportsService, ModerationService, SuspensionPublisher],
})
export class SafetyModule {}
