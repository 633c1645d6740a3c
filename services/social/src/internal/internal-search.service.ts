import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SocialSearchResult } from '@petcora/contracts';
import { FeedRepository } from '../feed/feed.repository';

export const SEARCH_RESULT_LIMIT = 10;

/** Makes user text match literally inside ILIKE: %, _ and the escape character itself lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** People and posts matching a search text (the gateway adds products from the store). */
@Injectable()
export class InternalSearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feed: FeedRepository,
  ) {}

  async search(text: string, viewerId: string | null): Promise<SocialSearchResult> {
    if (text === '') return { users: [], posts: [] };
    const pattern = containsPattern(text);
    const [users, page] = await Promise.all([
      this.dataSource.query(
        `SELECT id, username, display_name, profile_image_url, is_verified
           FROM social.authors
          WHERE username ILIKE $1 ESCAPE '\\' OR display_name ILIKE $1 ESCAPE '\\'
          ORDER BY lower(username) = lower($2) DESC, username
          LIMIT $3`,
        [pattern, text, SEARCH_RESULT_LIMIT],
      ) as Promise<
        {
          id: string;
          username: string;
          display_name: string | null;
          profile_image_url: string | null;
          is_verified: boolean;
        }[]
      >,
      this.feed.page({
        filter: { kind: 'contentMatches', pattern },
        viewerId,
        page: 1,
        limit: SEARCH_RESULT_LIMIT,
      }),
    ]);
    return {
      users: users.map((u) => ({
        id: u.id,
        username: u.username,
        displayName: u.display_name,
        profileImageUrl: u.profile_image_url,
        isVerified: u.is_verified,
      })),
      posts: page.posts,
    };
  }
}
