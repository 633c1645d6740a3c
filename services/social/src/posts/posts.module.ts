import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { FeedModule } from '../feed/feed.module';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [AuthorsModule, FeedModule],
  controllers: [PostsController],
  providers: [PostsService],
})
export class PostsModule {}
