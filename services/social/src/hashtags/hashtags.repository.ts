import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TrendingHashtags } from '@petcora/contracts';
import { TRENDING_HASHTAGS_SQL } from '../ranking/ranking-refresher';

@Injectable()
export class HashtagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The most used tags of the top-level posts (no replies, no repets) of the last TRENDING_DAYS days, of posts not
   * removed by members not suspended: the number of posts carrying each, most first, ties by tag. Read from
   * `trending_hashtags`, which the ranking job refreshes every minute (ADR 0074); computed live only while that table
   * holds nothing (a database never refreshed, or no tag in those days, which is as cheap to find).
   */
  async trending(limit: number): Promise<TrendingHashtags> {
    let rows: { tag: string; posts_count: number }[] = await this.dataSource.query(
      `SELECT tag, posts_count FROM social.trending_hashtags ORDER BY posts_count DESC, tag LIMIT $1`,
      [limit],
    );
    if (rows.length === 0) rows = await this.dataSource.query(TRENDING_HASHTAGS_SQL, [limit]);
    return { hashtags: rows.map((r) => ({ tag: r.tag, postsCount: r.posts_count })) };
  }
}
