import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { ProfilesController } from './profiles.controller';
import { ProfilesRepository } from './profiles.repository';

@Module({
  imports: [FeedModule],
  controllers: [ProfilesController],
  providers: [ProfilesRepository],
  exports: [ProfilesRepository],
})
export class ProfilesModule {}
