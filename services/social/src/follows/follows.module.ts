import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { PeopleRepository } from './people.repository';

@Module({
  imports: [AuthorsModule],
  controllers: [FollowsController],
  providers: [FollowsService, PeopleRepository],
})
export class FollowsModule {}
