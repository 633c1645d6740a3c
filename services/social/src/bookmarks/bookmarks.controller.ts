import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { BookmarkState, IdentityClaims } from '@petcora/contracts';
import { CurrentIdentity, IdentityGuard, ApiContract } from '@petcora/nest-common';
import { postIdPipe } from '../posts/post-id.pipe';
import { BookmarksService } from './bookmarks.service';

@Controller('api/posts/:id')
@UseGuards(IdentityGuard)
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @Post('bookmark')
  @HttpCode(200)
  @ApiContract('BookmarkState', { summary: 'Bookmark a post' })
  bookmark(
    @Param('id', postIdPipe) postId: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<BookmarkState> {
    return this.bookmarks.bookmark(actor, postId);
  }

  @Delete('unbookmark')
  @ApiContract('BookmarkState', { summary: 'Remove a bookmark' })
  unbookmark(
    @Param('id', postIdPipe) postId: string,
    @CurrentIdentity() actor: IdentityClaims,
  ): Promise<BookmarkState> {
    return this.bookmarks.unbookmark(actor, postId);
  }
}
