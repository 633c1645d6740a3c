import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ImageInfo, PetType, PostAuthor, SocialSearchResult } from '@petcora/contracts';
import { imageInfoFor } from '../authors/author-images';
import { FeedRepository } from '../feed/feed.repository';
import { authorNotSuspended, notBlockedEitherWay, notMuted } from '../safety/visibility';
import { petTypeQuery } from './pet-types';
import { SearchMatchCache, type SearchMatches } from './search-match-cache';

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

const PEOPLE_COLUMNS =
  'a.id, a.username, a.display_name, a.profile_image_url, a.profile_image_info, a.is_verified, a.followers_count';
/** A member is found by username or display name, containing the text ($1, escaped) or word-similar to it ($2). */
const PEOPLE_CONDITIONS = [
  `a.username ILIKE $1 ESCAPE '\\'`,
  `a.display_name ILIKE $1 ESCAPE '\\'`,
  'a.username %> $2',
  'a.display_name %> $2',
];

/**
 * What a search may list: not removed by a moderator, not by a suspended member, and, for a viewer with blocks or
 * mutes (`viewer`: their id's placeholder), nothing of a member blocked either way or muted. Without a viewer the
 * condition is the same for everyone, so those matches are shared (SearchMatchCache).
 */
const SHOWN = (alias: string, viewer: string | null) =>
  [
    `${alias}.removed_at IS NULL`,
    authorNotSuspended(`${alias}.user_id`),
    ...(viewer
      ? [notBlockedEitherWay(`${alias}.user_id`, viewer), notMuted(`${alias}.user_id`, viewer)]
      : []),
  ].join(' AND ');

/** Recency weight: 1 for a new post, 1/2 after RECENCY_HALF_DAYS days, 1/3 after twice that… */
export const RECENCY_HALF_DAYS = 7;

/**
 * How many of the newest matching posts are ranked by relevance and recency; older matches follow them, newest first.
 * Ranking every match costs as much as the matches are many (a common word: tens of thousands of posts); ranking the
 * newest ones keeps a search as cheap as a feed page. 100 = ten pages of the default size.
 */
export const RANK_WINDOW = 100;

/** How many of the newest posts a search reads off the feed index before it asks the full-text indexes for older ones. */
export const RECENT_WALK = 1000;

/**
 * People and posts for /explore (the gateway adds products from the store). See ADR 0021.
 *
 * People: username and display name by trigram (ILIKE '%text%' and word similarity, both served by the trgm GIN
 * indexes), an exact username first, then usernames starting with the text, then by similarity and followers.
 * Posts: top-level posts by their words (Postgres full text on the stored `search_vector`, GIN index, with
 * websearch_to_tsquery: any text is a valid query, operators included), plus the posts carrying `#tag` when the text
 * starts with one; the newest RANK_WINDOW matches ranked by ts_rank weighted by recency, older ones after them newest
 * first (so the work is bounded by the page, not by the matches). `petType` keeps the posts mentioning that animal (see
 * PET_TYPE_WORDS); with no text it lists them newest first. Both lists page with the same page/limit; `hasMore` tells
 * whether either has another page. The post ids are picked by one statement and the cards built by
 * FeedRepository.findMany (one statement), the people by a third, run in parallel. The people and post ids do not depend
 * on the viewer and are reused for a moment (SearchMatchCache); the cards, which carry the viewer's flags and the
 * current counters, are built for every request.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feed: FeedRepository,
    private readonly cache: SearchMatchCache,
  ) {}

  async search(request: SearchRequest): Promise<SocialSearchResult> {
    const { q, petType, page, limit } = request;
    if (q === '' && !petType) return { users: [], posts: [], hasMore: false };
    // The text as the query DTO cleaned it (trimmed, no NUL): the statements read exactly this, so equal keys are
    // equal searches. The viewer is not part of the key: nothing in SearchMatches depends on them.
    const key = JSON.stringify([q, petType ?? null, page, limit]);
    // A viewer who blocked, was blocked or muted anyone gets matches of their own, the exclusions inside the match
    // statements, so their pages stay full; everyone else shares the cached ones.
    const restricted = request.viewerId !== null && (await this.hasRestrictions(request.viewerId));
    const { people, postIds } = restricted
      ? await this.match(q, petType, page, limit, request.viewerId)
      : await this.cache.matches(key, () => this.match(q, petType, page, limit, null));
    const posts = await this.feed.findMany(postIds.slice(0, limit), request.viewerId);
    return {
      users: people.slice(0, limit),
      posts,
      hasMore: people.length > limit || postIds.length > limit,
    };
  }

  /** Whether the viewer blocked or muted anyone or was blocked by anyone (three index probes, one statement). */
  private async hasRestrictions(viewerId: string): Promise<boolean> {
    const [row]: { restricted: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM social.blocks WHERE blocker_id = $1)
           OR EXISTS (SELECT 1 FROM social.blocks WHERE blocked_id = $1)
           OR EXISTS (SELECT 1 FROM social.mutes WHERE muter_id = $1) AS restricted`,
      [viewerId],
    );
    return row.restricted;
  }

  /** `viewerId`: null for the shared matches, or the viewer whose blocks and mutes they leave out. */
  private async match(
    q: string,
    petType: PetType | undefined,
    page: number,
    limit: number,
    viewerId: string | null,
  ): Promise<SearchMatches> {
    const offset = (page - 1) * limit;
    const [people, postIds] = await Promise.all([
      this.people(q, limit + 1, offset, viewerId),
      this.postIds(q, petType, limit + 1, offset, viewerId),
    ]);
    return { people, postIds };
  }

  /** People are found whoever muted them (a muted member can be looked up and unmuted); blocks hide them. */
  private async people(
    q: string,
    limit: number,
    offset: number,
    viewerId: string | null,
  ): Promise<PostAuthor[]> {
    // '@maya' finds maya; '#dogs' finds the dogs_club account as well as the tag's posts.
    const text = q.replace(/^[@#]+/, '').trim();
    if (text === '') return [];
    const escaped = escapeLike(text);
    const rows: {
      id: string;
      username: string;
      display_name: string | null;
      profile_image_url: string | null;
      profile_image_info: ImageInfo | null;
      is_verified: boolean;
    }[] = await this.dataSource.query(
      // One branch per condition, so each is answered by its own trigram index: as one OR the planner read all
      // members and computed word similarity for every one of them (51 ms at 10k members).
      `WITH found AS (
         ${PEOPLE_CONDITIONS.map((condition) => `SELECT ${PEOPLE_COLUMNS} FROM social.authors a WHERE ${condition}`).join('\n         UNION\n         ')}
       )
       SELECT a.id, a.username, a.display_name, a.profile_image_url, a.profile_image_info, a.is_verified
         FROM found a
        WHERE a.username NOT LIKE '~%' AND ${authorNotSuspended('a.id')}
          ${viewerId ? `AND ${notBlockedEitherWay('a.id', '$6::uuid')}` : ''}
        ORDER BY lower(a.username) = lower($2) DESC,
                 lower(a.username) LIKE lower($3) ESCAPE '\\' DESC,
                 greatest(word_similarity($2, a.username), coalesce(word_similarity($2, a.display_name), 0)) DESC,
                 greatest(similarity(a.username, $2), coalesce(similarity(a.display_name, $2), 0)) DESC,
                 a.followers_count DESC, lower(a.username), a.id
        LIMIT $4 OFFSET $5`,
      [`%${escaped}%`, text, `${escaped}%`, limit, offset, ...(viewerId ? [viewerId] : [])],
    );
    return rows.map((u) => ({
      id: u.id,
      username: u.username,
      displayName: u.display_name,
      profileImageUrl: u.profile_image_url,
      profileImage: imageInfoFor(u.profile_image_url, u.profile_image_info),
      isVerified: u.is_verified,
    }));
  }

  private async postIds(
    q: string,
    petType: PetType | undefined,
    limit: number,
    offset: number,
    viewerId: string | null,
  ): Promise<string[]> {
    const params: unknown[] = [limit, offset];
    const add = (value: unknown, type: string) => {
      params.push(value);
      return `$${params.length}::${type}`;
    };
    const viewer = viewerId ? add(viewerId, 'uuid') : null;
    const shown = (alias: string) => SHOWN(alias, viewer);
    const petWords = petType ? `to_tsquery('english', ${add(petTypeQuery(petType), 'text')})` : null;
    // A post is about the pet type when its words say so or when it tags a pet of that species (post_pets' key).
    const species = petType ? add(petType, 'text') : null;
    const filters = (alias: string) =>
      petWords
        ? [
            `(${alias}.search_vector @@ ${petWords} OR EXISTS (
               SELECT 1 FROM social.post_pets pp JOIN social.pets pt ON pt.id = pp.pet_id
                WHERE pp.post_id = ${alias}.id AND pt.species = ${species}))`,
          ]
        : [];
    if (q === '') {
      const rows: { id: string }[] = await this.dataSource.query(
        `SELECT p.id FROM social.posts p
          WHERE p.reply_to_id IS NULL AND NOT p.is_repet AND ${[shown('p'), ...filters('p')].join(' AND ')}
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT $1 OFFSET $2`,
        params,
      );
      return rows.map((r) => r.id);
    }
    const words = `websearch_to_tsquery('english', ${add(q, 'text')})`;
    const tag = leadingHashtag(q);
    const tagParam = tag ? add(tag, 'text') : null;
    const tagged = (alias: string) => (tagParam ? `${alias}.hashtags @> ARRAY[${tagParam}]` : 'false');
    const matches = (alias: string) =>
      [`(${alias}.search_vector @@ ${words} OR ${tagged(alias)})`, ...filters(alias)].join(' AND ');
    const relevance = `(ts_rank(m.search_vector, ${words}, 32) + CASE WHEN ${tagged('m')} THEN 1 ELSE 0 END)`;
    const age = `greatest(extract(epoch FROM now() - m.created_at)::float8 / 86400, 0)`;
    const window = add(RANK_WINDOW, 'int');
    const walk = add(RECENT_WALK, 'int');
    const wanted = `greatest(${window}, $1::int + $2::int)`;
    // The newest `wanted` matches, in two bounded steps whatever the planner believes about the words: first among the
    // newest RECENT_WALK posts (read off the feed index); only when those hold too few, the older ones through the GIN
    // indexes. Then only the newest RANK_WINDOW of them are ranked by relevance and recency.
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH recent AS MATERIALIZED (
         SELECT p.id, p.created_at, p.hashtags, p.search_vector, p.user_id, p.removed_at FROM social.posts p
          WHERE p.reply_to_id IS NULL AND NOT p.is_repet
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT ${walk}
       ), recent_hits AS MATERIALIZED (
         SELECT r.id, r.created_at, r.hashtags, r.search_vector FROM recent r
          WHERE ${matches('r')} AND ${shown('r')} ORDER BY r.created_at DESC, r.id DESC LIMIT ${wanted}
       ), hits AS (
         SELECT * FROM recent_hits
         UNION ALL
         (SELECT p.id, p.created_at, p.hashtags, p.search_vector FROM social.posts p
           WHERE (SELECT count(*) FROM recent_hits) < ${wanted}
             AND (SELECT count(*) FROM recent) = ${walk}
             AND (p.created_at, p.id) < (SELECT r.created_at, r.id FROM recent r ORDER BY r.created_at, r.id LIMIT 1)
             AND p.reply_to_id IS NULL AND NOT p.is_repet AND ${shown('p')} AND ${matches('p')}
           ORDER BY p.created_at DESC, p.id DESC
           LIMIT ${wanted})
       )
       SELECT m.id FROM (
         SELECT h.*, row_number() OVER (ORDER BY h.created_at DESC, h.id DESC) AS newest
           FROM hits h ORDER BY h.created_at DESC, h.id DESC LIMIT ${wanted}
       ) m
       ORDER BY m.newest <= ${window} DESC,
                CASE WHEN m.newest <= ${window} THEN ${relevance} / (1 + ${age} / ${RECENCY_HALF_DAYS}) END DESC,
                m.created_at DESC, m.id DESC
       LIMIT $1 OFFSET $2`,
      params,
    );
    return rows.map((r) => r.id);
  }
}
