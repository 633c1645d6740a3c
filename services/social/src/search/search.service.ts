import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PetType, PostAuthor, SocialSearchResult } from '@petcora/contracts';
import { FeedRepository } from '../feed/feed.repository';
import { petTypeQuery } from './pet-types';

export interface SearchRequest {
  q: string;
  petType?: PetType;
  page: number;
  limit: number;
  viewerId: string | null;
}

/** Makes user text match literally inside (I)LIKE: %, _ and the escape character itself lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `#tag …` searches posts carrying the tag too; the tag follows social.extract_hashtags' rules. */
export function leadingHashtag(q: string): string | null {
  const match = /^#([A-Za-z0-9_]{1,50})(?![\p{L}\p{N}_])/u.exec(q);
  return match ? match[1].toLowerCase() : null;
}

/** Recency weight: 1 for a new post, 1/2 after RECENCY_HALF_DAYS days, 1/3 after twice that… */
export const RECENCY_HALF_DAYS = 7;

/**
 * People and posts for /explore (the gateway adds products from the store). See ADR 0021.
 *
 * People: username and display name by trigram (ILIKE '%text%' and word similarity, both served by the trgm GIN
 * indexes), an exact username first, then usernames starting with the text, then by similarity and followers.
 * Posts: top-level posts by their words (Postgres full text on the stored `search_vector`, GIN index, with
 * websearch_to_tsquery: any text is a valid query, operators included), plus the posts carrying `#tag` when the text
 * starts with one; ranked by ts_rank weighted by recency. `petType` keeps the posts mentioning that animal (see
 * PET_TYPE_WORDS); with no text it lists them newest first. Both lists page with the same page/limit; `hasMore` tells
 * whether either has another page. The post ids are picked by one statement and the cards built by
 * FeedRepository.findMany (one statement), the people by a third, run in parallel.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feed: FeedRepository,
  ) {}

  async search(request: SearchRequest): Promise<SocialSearchResult> {
    const { q, petType, page, limit } = request;
    if (q === '' && !petType) return { users: [], posts: [], hasMore: false };
    const offset = (page - 1) * limit;
    const [people, postIds] = await Promise.all([
      this.people(q, limit + 1, offset),
      this.postIds(q, petType, limit + 1, offset),
    ]);
    const posts = await this.feed.findMany(postIds.slice(0, limit), request.viewerId);
    return {
      users: people.slice(0, limit),
      posts,
      hasMore: people.length > limit || postIds.length > limit,
    };
  }

  private async people(q: string, limit: number, offset: number): Promise<PostAuthor[]> {
    // '@maya' finds maya; '#dogs' finds the dogs_club account as well as the tag's posts.
    const text = q.replace(/^[@#]+/, '').trim();
    if (text === '') return [];
    const escaped = escapeLike(text);
    const rows: {
      id: string;
      username: string;
      display_name: string | null;
      profile_image_url: string | null;
      is_verified: boolean;
    }[] = await this.dataSource.query(
      `SELECT a.id, a.username, a.display_name, a.profile_image_url, a.is_verified
         FROM social.authors a
        WHERE a.username NOT LIKE '~%'
          AND (a.username ILIKE $1 ESCAPE '\\' OR a.display_name ILIKE $1 ESCAPE '\\'
               OR a.username %> $2 OR a.display_name %> $2)
        ORDER BY lower(a.username) = lower($2) DESC,
                 lower(a.username) LIKE lower($3) ESCAPE '\\' DESC,
                 greatest(word_similarity($2, a.username), coalesce(word_similarity($2, a.display_name), 0)) DESC,
                 greatest(similarity(a.username, $2), coalesce(similarity(a.display_name, $2), 0)) DESC,
                 a.followers_count DESC, lower(a.username), a.id
        LIMIT $4 OFFSET $5`,
      [`%${escaped}%`, text, `${escaped}%`, limit, offset],
    );
    return rows.map((u) => ({
      id: u.id,
      username: u.username,
      displayName: u.display_name,
      profileImageUrl: u.profile_image_url,
      isVerified: u.is_verified,
    }));
  }

  private async postIds(
    q: string,
    petType: PetType | undefined,
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const params: unknown[] = [limit, offset];
    const add = (value: unknown, type: string) => {
      params.push(value);
      return `$${params.length}::${type}`;
    };
    const conditions = ['p.reply_to_id IS NULL', 'NOT p.is_repet'];
    let order = 'p.created_at DESC, p.id DESC';
    if (q !== '') {
      const words = `websearch_to_tsquery('english', ${add(q, 'text')})`;
      const tag = leadingHashtag(q);
      const tagged = tag ? `p.hashtags @> ARRAY[${add(tag, 'text')}]` : 'false';
      conditions.push(`(p.search_vector @@ ${words} OR ${tagged})`);
      const relevance = `(ts_rank(p.search_vector, ${words}, 32) + CASE WHEN ${tagged} THEN 1 ELSE 0 END)`;
      const age = `greatest(extract(epoch FROM now() - p.created_at)::float8 / 86400, 0)`;
      order = `${relevance} / (1 + ${age} / ${RECENCY_HALF_DAYS}) DESC, ${order}`;
    }
    if (petType)
      conditions.push(`p.search_vector @@ to_tsquery('english', ${add(petTypeQuery(petType), 'text')})`);
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT p.id FROM social.posts p
        WHERE ${conditions.join(' AND ')}
        ORDER BY ${order}
        LIMIT $1 OFFSET $2`,
      params,
    );
    return rows.map((r) => r.id);
  }
}
