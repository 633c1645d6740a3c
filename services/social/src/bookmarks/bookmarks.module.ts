import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { BookmarksController } from './bookmarks.controller';
import { BookmarksService } from './bookmarks.service';

@Module({ imports: [AuthorsModule], controllers: [BookmarksController], providers: [BookmarksService] })
export class BookmarksModule {}
