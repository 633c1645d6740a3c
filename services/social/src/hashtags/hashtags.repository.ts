import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TrendingHashtags } from '@petcora/contracts';
import { authorNotSuspended } from '../safety/visibility';
import { TRENDING_DAYS } from './trending-query.dto';

@Injectable()
export class HashtagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The most used tags of the top-level posts (no replies, no repets) of the last TRENDING_DAYS days: the number of
   * posts carrying each, most first, ties by tag. An index-only range scan of posts_tagged_created_idx (tagged
   * top-level posts by time, with their tags), whatever the size of older history.
   */
  async trending(limit: number): Promise<TrendingHashtags> {
    const rows: { tag: string; posts_count: number }[] = await this.dataSource.query(
      `SELECT tag, count(*)::int AS posts_count
         FROM social.posts p CROSS JOIN LATERAL unnest(p.hashtags) AS tag
        WHERE p.reply_to_id IS NULL AND NOT p.is_repet AND p.hashtags <> '{}'::text[]
          AND p.created_at >= now() - make_interval(days => $1)
          -- Tags of posts a moderator removed, or of suspended members, trend for nobody.
          AND p.removed_at IS NULL AND ${authorNotSuspended('p.user_id')}
        GROUP BY tag
        ORDER BY posts_count DESC, tag
        LIMIT $2`,
      [TRENDING_DAYS, limit],
    );
    return { hashtags: rows.map((r) => ({ tag: r.tag, postsCount: r.posts_count })) };
  }
}
