import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [FeedModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
