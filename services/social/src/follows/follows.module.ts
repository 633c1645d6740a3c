import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { RankingModule } from '../ranking/ranking.module';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { PeopleRepository } from './people.repository';
import { SearchMatchCacheModule } from '../search/search-match-cache.module';

@Module({
  imports: [AuthorsModule, SearchMatchCacheModule, RankingModule],
  controllers: [FollowsController],
  providers: [FollowsService, PeopleRepository],
})
export class FollowsModule {}
