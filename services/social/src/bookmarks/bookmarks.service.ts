import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookmarkState, IdentityClaims } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { actOnPost } from '../posts/act-on-post';

/** A member's private bookmarks: idempotent both ways (bookmarking twice or removing a missing one is fine). */
@Injectable()
export class BookmarksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
  ) {}

  bookmark(actor: IdentityClaims, postId: string): Promise<BookmarkState> {
    return actOnPost(this.dataSource, this.authors, actor, postId, async (manager) => {
      await manager.query(
        `INSERT INTO social.bookmarks (user_id, post_id) VALUES ($1, $2) ON CONFLICT (user_id, post_id) DO NOTHING`,
        [actor.sub, postId],
      );
      return { postId, isBookmarked: true };
    });
  }

  unbookmark(actor: IdentityClaims, postId: string): Promise<BookmarkState> {
    return actOnPost(this.dataSource, this.authors, actor, postId, async (manager) => {
      await manager.query(`DELETE FROM social.bookmarks WHERE user_id = $1 AND post_id = $2`, [
        actor.sub,
        postId,
      ]);
      return { postId, isBookmarked: false };
    });
  }
}
