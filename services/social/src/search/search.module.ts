import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { SearchController } from './search.controller';
import { SearchMatchCacheModule } from './search-match-cache.module';
import { SearchService } from './search.service';

@Module({
  imports: [FeedModule, SearchMatchCacheModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
