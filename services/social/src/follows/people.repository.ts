import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PeoplePage } from '@petcora/contracts';
import { notBlockedEitherWay } from '../safety/visibility';
import {
  USER_NOT_FOUND,
  decodePeopleCursor,
  encodePeopleCursor,
  personColumns,
  toPersonSummary,
  userRefCondition,
  type PersonRow,
  type UserRef,
} from './people';
import {
  MEMBER_SUGGESTIONS_FRESH_MS,
  MemberSuggestionRefreshes,
  MemberSuggestions,
} from '../ranking/member-suggestions';

/** Followers: the people who follow the member. Following: the people the member follows. */
export type PeopleListKind = 'followers' | 'following';

export interface PeopleListRequest {
  kind: PeopleListKind;
  user: UserRef;
  viewerId: string | null;
  page: number;
  limit: number;
  cursor?: string;
}

/**
 * Fixed SQL per list: which follows column holds the member and which the listed person. The order is the follow's
 * time, newest first, then the person's id ascending: exactly the order of follows_following_created_idx
 * (following_id, created_at DESC, follower_id) and follows_follower_created_idx, so a page is an index range walk.
 */
const COLUMNS: Record<PeopleListKind, { member: string; person: string }> = {
  followers: { member: 'following_id', person: 'follower_id' },
  following: { member: 'follower_id', person: 'following_id' },
};

/** Never suggested: a suspended member, or one the viewer ($1) blocked or was blocked by (ADR 0061). */
const SUGGESTABLE = `a.suspended_at IS NULL AND ${notBlockedEitherWay('a.id', '$1::uuid')}`;

/** Who a follower or following list shows the viewer ($2): not a suspended member, nobody blocked either way. */
const LISTABLE = `a.suspended_at IS NULL AND ${notBlockedEitherWay('a.id', '$2::uuid')}`;

type ListRow = { member_id: string; cursor_micros: string | null } & Partial<PersonRow>;

@Injectable()
export class PeopleRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refreshes: MemberSuggestionRefreshes,
  ) {}

  /**
   * One statement: the member is resolved in it (no row at all: unknown member → 404; one row of NULLs: an empty
   * list) and the page's people come with their public fields and the viewer's isFollowing (an EXISTS probe on
   * follows_pair_key). One extra row tells whether another page exists.
   */
  async list(request: PeopleListRequest): Promise<PeoplePage> {
    if (!request.user) throw new NotFoundException(USER_NOT_FOUND);
    const cursor = request.cursor === undefined ? null : decodePeopleCursor(request.cursor);
    const { member, person } = COLUMNS[request.kind];
    const target = userRefCondition(request.user, 't', 1);
    const params: unknown[] = [target.value, request.viewerId, request.limit + 1];
    let after = '';
    let offset = '';
    if (cursor) {
      params.push(cursor.micros, cursor.id);
      const at = `(to_timestamp(0) + $4::bigint * interval '1 microsecond')`;
      after = `AND f.created_at <= ${at} AND (f.created_at < ${at} OR f.${person} > $5::uuid)`;
    } else {
      params.push((request.page - 1) * request.limit);
      offset = 'OFFSET $4';
    }
    const rows: ListRow[] = await this.dataSource.query(
      `SELECT t.id AS member_id, people.*
         FROM social.authors t
         LEFT JOIN LATERAL (
           SELECT ${personColumns(2)},
                  (extract(epoch FROM f.created_at) * 1000000)::bigint::text AS cursor_micros
             FROM social.follows f
             JOIN social.authors a ON a.id = f.${person}
            WHERE f.${member} = t.id ${after} AND ${LISTABLE}
            ORDER BY f.created_at DESC, f.${person}
            LIMIT $3 ${offset}) people ON true
        WHERE ${target.sql}`,
      params,
    );
    if (rows.length === 0) throw new NotFoundException(USER_NOT_FOUND);
    const people = rows.filter((r) => r.id != null) as (ListRow & PersonRow)[];
    const hasMore = people.length > request.limit;
    const page = people.slice(0, request.limit);
    const last = page[page.length - 1];
    return {
      users: page.map(toPersonSummary),
      hasMore,
      nextCursor: hasMore && last ? encodePeopleCursor({ micros: last.cursor_micros!, id: last.id }) : null,
    };
  }

  /**
   * Suggested accounts in one statement. Members: people they do not follow, never themselves, ranked by how many of
   * the people they follow follow them ("friends of friends"), then followers_count, then their latest post. Visitors:
   * the most followed (same tie-breaks). Placeholder rows (no account event yet, username `~…`) are never suggested.
   *
   * Two bounded candidate sets, each already in final order, then merged: the member's friends of friends, read from
   * `member_suggestions` (one range of its primary key; MemberSuggestions keeps them), and the most followed of the
   * rest, read in rank order from `suggestion_ranking` (every suggestable member in the visitors' order, refreshed
   * every minute by the ranking job, ADR 0074); the viewer's own exclusions (self, followed, blocked either way,
   * suspended since the refresh) apply in this statement. A member whose friends of friends were never computed, or
   * whose follows changed since, has them computed first; ones older than a minute are computed again off the
   * request path.
   */
  async suggestions(viewerId: string | null, limit: number): Promise<PeoplePage> {
    let rows = await this.suggestionRows(viewerId, limit);
    const computedAt = rows[0]?.computed_at ?? null;
    if (viewerId !== null && computedAt === null) {
      await this.dataSource.transaction((m) => MemberSuggestions.compute(m, viewerId));
      rows = await this.suggestionRows(viewerId, limit);
    } else if (viewerId !== null && Date.now() - computedAt!.getTime() > MEMBER_SUGGESTIONS_FRESH_MS) {
      this.refreshes.request(viewerId, computedAt!);
    }
    const people = rows.filter((row) => row.id !== null);
    return {
      users: people.slice(0, limit).map(toPersonSummary),
      hasMore: people.length > limit,
      nextCursor: null,
    };
  }

  /** The page's people (one row of NULLs when there are none) with when the viewer's friends of friends were computed. */
  private suggestionRows(viewerId: string | null, limit: number): Promise<SuggestionRow[]> {
    return this.dataSource.query(SUGGESTIONS_SQL, [viewerId, limit + 1]);
  }
}

type SuggestionRow = PersonRow & { computed_at: Date | null };

const SUGGESTIONS_SQL = `WITH friends_of_friends AS (
         -- The tie-breaks come from the refreshed ranking (a member who joined since has no latest post yet there).
         SELECT a.id, ms.mutuals, coalesce(r.followers_count, a.followers_count) AS followers_count, r.last_post_at
           FROM social.member_suggestions ms JOIN social.authors a ON a.id = ms.author_id
           LEFT JOIN social.suggestion_ranking r ON r.author_id = a.id
          WHERE ms.member_id = $1::uuid AND a.username NOT LIKE '~%' AND ${SUGGESTABLE}
            AND NOT EXISTS (SELECT 1 FROM social.follows x WHERE x.follower_id = $1::uuid AND x.following_id = a.id)
          ORDER BY ms.mutuals DESC, 3 DESC, r.last_post_at DESC NULLS LAST, a.id
          LIMIT $2
       ), most_followed AS (
         SELECT a.id, 0 AS mutuals, r.followers_count, r.last_post_at
           FROM social.suggestion_ranking r JOIN social.authors a ON a.id = r.author_id
          WHERE a.id IS DISTINCT FROM $1::uuid
            AND a.username NOT LIKE '~%' AND ${SUGGESTABLE}
            AND NOT EXISTS (SELECT 1 FROM social.follows x WHERE x.follower_id = $1::uuid AND x.following_id = a.id)
            AND NOT EXISTS (SELECT 1 FROM social.member_suggestions ms
                             WHERE ms.member_id = $1::uuid AND ms.author_id = a.id)
          ORDER BY r.rank
          LIMIT $2
       )
       SELECT (SELECT st.computed_at FROM social.member_suggestion_state st WHERE st.member_id = $1::uuid) AS computed_at,
              page.*
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (
           SELECT ${personColumns(1)}, c.mutuals AS rank_mutuals, c.followers_count AS rank_followers,
                  c.last_post_at AS rank_last_post_at
             FROM (SELECT * FROM friends_of_friends UNION ALL SELECT * FROM most_followed) c
             JOIN social.authors a ON a.id = c.id
            ORDER BY c.mutuals DESC, c.followers_count DESC, c.last_post_at DESC NULLS LAST, c.id
            LIMIT $2) page ON true
        ORDER BY page.rank_mutuals DESC, page.rank_followers DESC, page.rank_last_post_at DESC NULLS LAST, page.id`;
