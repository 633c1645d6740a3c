import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { FeedModule } from '../feed/feed.module';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';
import { SearchMatchCacheModule } from '../search/search-match-cache.module';

@Module({
  imports: [AuthorsModule, FeedModule, SearchMatchCacheModule],
  controllers: [PostsController],
  providers: [PostsService],
})
export class PostsModule {}
