import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CommentPage, IdentityClaims, PostComment } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { actOnPost } from '../posts/act-on-post';
import { POST_NOT_FOUND } from '../posts/post-messages';
import { visibleTo } from '../safety/visibility';
import { toPostComment, type CommentRow } from './comment.mapper';

/** Comments under a post, oldest first; the post's comments_count moves in the same statement as the insert. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
  ) {}

  create(actor: IdentityClaims, postId: string, content: string): Promise<PostComment> {
    return actOnPost(this.dataSource, this.authors, actor, postId, async (manager) => {
      const [row]: CommentRow[] = await manager.query(
        `WITH added AS (
           INSERT INTO social.comments (user_id, post_id, content) VALUES ($1, $2, $3)
           RETURNING id, user_id, post_id, content, created_at),
         notified AS (
           INSERT INTO social.notification_outbox (source, actor_id, target_id, subject_id)
           SELECT 'comment', user_id, post_id, id FROM added),
         counted AS (
           UPDATE social.posts SET comments_count = comments_count + 1 WHERE id = $2 RETURNING id)
         SELECT c.*, a.username, a.display_name, a.profile_image_url, a.profile_image_info
           FROM added c JOIN social.authors a ON a.id = c.user_id, counted`,
        [actor.sub, postId, content],
      );
      return toPostComment(row);
    });
  }

  /**
   * One statement per page (comments with their authors), one row more than asked tells whether more exist. Comments
   * the viewer may not see (blocked either way, removed, suspended author) are left out inside the statement.
   */
  async list(postId: string, page: number, limit: number, viewerId: string | null): Promise<CommentPage> {
    const rows: (CommentRow & { post_exists: boolean })[] = await this.dataSource.query(
      `SELECT c.id, c.user_id, c.post_id, c.content, c.created_at, a.username, a.display_name, a.profile_image_url,
              a.profile_image_info
         FROM social.comments c JOIN social.authors a ON a.id = c.user_id
        WHERE c.post_id = $1 AND ${visibleTo('c', '$4::uuid', { mutes: false })}
        ORDER BY c.created_at, c.id
        LIMIT $2 OFFSET $3`,
      [postId, limit + 1, (page - 1) * limit, viewerId],
    );
    if (rows.length === 0 && page === 1) {
      const found: unknown[] = await this.dataSource.query(
        `SELECT 1 FROM social.posts p WHERE p.id = $1 AND ${visibleTo('p', '$2::uuid', { mutes: false })}`,
        [postId, viewerId],
      );
      if (found.length === 0) throw new NotFoundException(POST_NOT_FOUND);
    }
    return { comments: rows.slice(0, limit).map(toPostComment), hasMore: rows.length > limit };
  }
}
