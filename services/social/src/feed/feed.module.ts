import { Module } from '@nestjs/common';
import { FeedController } from './feed.controller';
import { FeedRepository } from './feed.repository';

@Module({
  controllers: [FeedController],
  providers: [FeedRepository],
  exports: [FeedRepository],
})
export class FeedModule {}
