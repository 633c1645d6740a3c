import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FIRST_COMMENTS_PER_POST, type FeedPage, type FeedPost } from '@petcora/contracts';
import { toFeedPost, type FeedRow } from './feed-post.mapper';

/** Which posts a page lists. Every value reaches SQL as a bound parameter. */
export type FeedFilter =
  | { kind: 'all' }
  | { kind: 'author'; userId: string }
  | { kind: 'authorUsername'; username: string }
  | { kind: 'contentMatches'; pattern: string }
  | { kind: 'post'; postId: string }
  /** A post's replies, oldest first (a conversation reads top-down). */
  | { kind: 'replies'; postId: string }
  /** A thread: its first post, then its entries, oldest first. */
  | { kind: 'thread'; threadId: string };

export interface FeedPageRequest {
  filter: FeedFilter;
  /** Whose likes/bookmarks/repets to flag; null for anonymous readers. */
  viewerId: string | null;
  page: number;
  limit: number;
}

/**
 * Builds feed pages with exactly one SQL statement: the page's rows are picked first (index order, LIMIT/OFFSET in a
 * subquery, so skipped rows cost nothing more), then the author comes from the projection by join, the viewer's
 * flags from EXISTS probes on unique indexes and the images from a correlated aggregate. One extra row tells whether
 * another page exists.
 */
@Injectable()
export class FeedRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(request: FeedPageRequest): Promise<FeedPage> {
    const rows = await this.select(
      request.filter,
      request.viewerId,
      request.limit + 1,
      (request.page - 1) * request.limit,
    );
    return { posts: rows.slice(0, request.limit).map(toFeedPost), hasMore: rows.length > request.limit };
  }

  async findOne(postId: string, viewerId: string | null): Promise<FeedPost | null> {
    const [row] = await this.select({ kind: 'post', postId }, viewerId, 1, 0);
    return row ? toFeedPost(row) : null;
  }

  private select(
    filter: FeedFilter,
    viewerId: string | null,
    limit: number,
    offset: number,
  ): Promise<FeedRow[]> {
    const params: unknown[] = [viewerId, limit, offset];
    const where = this.whereClause(filter, params);
    const direction = filter.kind === 'replies' || filter.kind === 'thread' ? 'ASC' : 'DESC';
    return this.dataSource.query(
      `SELECT p.id, p.user_id, p.content, p.location, p.image_url, p.video_url,
              p.likes_count, p.comments_count, p.repets_count, p.is_thread, p.thread_id, p.created_at,
              p.reply_to_id, p.replies_count,
              a.username, a.display_name, a.profile_image_url, a.is_verified,
              EXISTS (SELECT 1 FROM social.likes l WHERE l.user_id = $1::uuid AND l.post_id = p.id) AS is_liked,
              EXISTS (SELECT 1 FROM social.bookmarks b WHERE b.user_id = $1::uuid AND b.post_id = p.id) AS is_bookmarked,
              EXISTS (SELECT 1 FROM social.posts r
                       WHERE r.original_post_id = p.id AND r.user_id = $1::uuid AND r.is_repet) AS is_repeted,
              (SELECT coalesce(json_agg(json_build_object('url', i.url) ORDER BY i.ord), '[]'::json)
                 FROM (SELECT p.image_url AS url, -1 AS ord WHERE p.image_url IS NOT NULL
                       UNION ALL
                       SELECT pi.url, pi.position FROM social.post_images pi
                        WHERE pi.post_id = p.id AND pi.url IS DISTINCT FROM p.image_url) i) AS images,
              (SELECT coalesce(json_agg(json_build_object(
                        'id', c.id, 'postId', c.post_id, 'userId', c.user_id, 'username', ca.username,
                        'displayName', ca.display_name, 'userAvatar', ca.profile_image_url,
                        'content', c.content, 'comment', c.content, 'createdAt', c.created_at)
                        ORDER BY c.created_at, c.id), '[]'::json)
                 FROM (SELECT * FROM social.comments c0 WHERE c0.post_id = p.id
                        ORDER BY c0.created_at, c0.id LIMIT ${FIRST_COMMENTS_PER_POST}) c
                 JOIN social.authors ca ON ca.id = c.user_id) AS comment_list
         FROM (SELECT p.* FROM social.posts p
                WHERE ${where}
                ORDER BY p.created_at ${direction}, p.id ${direction}
                LIMIT $2 OFFSET $3) p
         JOIN social.authors a ON a.id = p.user_id
        ORDER BY p.created_at ${direction}, p.id ${direction}`,
      params,
    );
  }

  /** SQL text is fixed per filter kind; user input only ever lands in `params`. */
  private whereClause(filter: FeedFilter, params: unknown[]): string {
    switch (filter.kind) {
      // Lists show original posts; a repet shows as its original's count and isRepeted, not as an empty card.
      case 'all':
        return 'p.reply_to_id IS NULL AND NOT p.is_repet';
      case 'author':
        params.push(filter.userId);
        return `p.reply_to_id IS NULL AND NOT p.is_repet AND p.user_id = $${params.length}::uuid`;
      case 'authorUsername':
        params.push(filter.username);
        return `p.reply_to_id IS NULL AND NOT p.is_repet AND p.user_id = (SELECT id FROM social.authors WHERE lower(username) = lower($${params.length}))`;
      case 'contentMatches':
        params.push(filter.pattern);
        return `p.reply_to_id IS NULL AND NOT p.is_repet AND p.content ILIKE $${params.length} ESCAPE '\\'`;
      case 'post':
        params.push(filter.postId);
        return `p.id = $${params.length}::uuid`;
      case 'replies':
        params.push(filter.postId);
        return `p.reply_to_id = $${params.length}::uuid`;
      case 'thread':
        params.push(filter.threadId);
        return `(p.id = $${params.length}::uuid OR p.thread_id = $${params.length}::uuid) AND p.reply_to_id IS NULL`;
    }
  }
}
