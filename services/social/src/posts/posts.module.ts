import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { FeedModule } from '../feed/feed.module';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';
import { SearchMatchCacheModule } from '../search/search-match-cache.module';
import { ProductsModule } from '../products/products.module';

@Module({
  imports: [AuthorsModule, FeedModule, SearchMatchCacheModule, ProductsModule],
  controllers: [PostsController],
  providers: [PostsService],
})
export class PostsModule {}
