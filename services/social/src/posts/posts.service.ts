import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FeedPost, IdentityClaims } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { FeedRepository } from '../feed/feed.repository';
import type { CreatePostBody } from './create-post.dto';
import { POST_NOT_FOUND, POST_NOT_OWNER } from './post-messages';

@Injectable()
export class PostsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly feed: FeedRepository,
  ) {}

  async create(author: IdentityClaims, body: CreatePostBody): Promise<FeedPost> {
    const postId = await this.dataSource.transaction(async (manager) => {
      // The account event announcing this user may still be on its way: post anyway under the identity's name.
      await this.authors.ensureAuthor(manager, author.sub, author.username || `~${author.sub}`);
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO social.posts (user_id, content, location, image_url, video_url)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [author.sub, body.content, blankToNull(body.location), body.imageUrl ?? null, body.videoUrl ?? null],
      );
      return row.id;
    });
    const post = await this.feed.findOne(postId, author.sub);
    if (!post) throw new NotFoundException(POST_NOT_FOUND); // deleted between the two statements
    return post;
  }

  /** Owner only. Replies, thread entries, repets, likes, comments and bookmarks of the post go with it. */
  async delete(requester: IdentityClaims, postId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [post]: {
        user_id: string;
        reply_to_id: string | null;
        is_repet: boolean;
        original_post_id: string | null;
      }[] = await manager.query(
        `SELECT user_id, reply_to_id, is_repet, original_post_id FROM social.posts WHERE id = $1 FOR UPDATE`,
        [postId],
      );
      if (!post) throw new NotFoundException(POST_NOT_FOUND);
      if (post.user_id !== requester.sub) throw new ForbiddenException(POST_NOT_OWNER);
      await manager.query(`DELETE FROM social.posts WHERE id = $1`, [postId]);
      // Counters on the parent move in the same transaction as the row they count.
      if (post.reply_to_id) {
        await manager.query(
          `UPDATE social.posts SET replies_count = greatest(replies_count - 1, 0) WHERE id = $1`,
          [post.reply_to_id],
        );
      }
      if (post.is_repet && post.original_post_id) {
        await manager.query(
          `UPDATE social.posts SET repets_count = greatest(repets_count - 1, 0) WHERE id = $1`,
          [post.original_post_id],
        );
      }
    });
  }
}

function blankToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}
