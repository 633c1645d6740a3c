import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TrendingHashtags } from '@petcora/contracts';
import { TRENDING_HASHTAGS_READ_SQL } from '../ranking/ranking-refresher';

@Injectable()
export class HashtagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The most used tags of the top-level posts (no replies, no repets) of the last TRENDING_DAYS days, of posts not
   * removed by members not suspended: the number of posts carrying each, most first, ties by tag. Read from
   * `trending_hashtags`, which the ranking job refreshes every minute (ADR 0074), plus the posts made since that
   * refresh, in one statement: a new tag trends at once, and a database never refreshed reads the live counts.
   */
  async trending(limit: number): Promise<TrendingHashtags> {
    const rows: { tag: string; posts_count: number }[] = await this.dataSource.query(
      TRENDING_HASHTAGS_READ_SQL,
      [limit],
    );
    return { hashtags: rows.map((r) => ({ tag: r.tag, postsCount: r.posts_count })) };
  }
}
