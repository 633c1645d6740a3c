import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { HashtagsController } from './hashtags.controller';
import { HashtagsRepository } from './hashtags.repository';

@Module({
  imports: [FeedModule],
  controllers: [HashtagsController],
  providers: [HashtagsRepository],
})
export class HashtagsModule {}
