import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

@Module({ imports: [AuthorsModule], controllers: [CommentsController], providers: [CommentsService] })
export class CommentsModule {}
