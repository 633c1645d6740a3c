import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { RankingModule } from '../ranking/ranking.module';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';

@Module({
  imports: [AuthorsModule, RankingModule],
  controllers: [LikesController],
  providers: [LikesService],
})
export class LikesModule {}
