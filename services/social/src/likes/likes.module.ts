import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';

@Module({ imports: [AuthorsModule], controllers: [LikesController], providers: [LikesService] })
export class LikesModule {}
