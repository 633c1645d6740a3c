import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { InternalController } from './internal.controller';
import { InternalSearchService } from './internal-search.service';
import { InternalStatsService } from './internal-stats.service';

@Module({
  imports: [FeedModule],
  controllers: [InternalController],
  providers: [InternalStatsService, InternalSearchService],
})
export class InternalModule {}
