import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { inBackground } from '../database/background-work';
import { authorNotSuspended } from '../safety/visibility';
import { TRENDING_DAYS, TRENDING_MAX } from '../hashtags/trending-query.dto';
import {
  RecommendationCandidates,
  type FollowedLikeData,
  type FollowerCursor,
} from './recommendation-candidates';
import { MemberSuggestions } from './member-suggestions';

/** The tags trending hashtags keep: the most any request may ask for. */
export const TRENDING_HASHTAGS_KEPT = TRENDING_MAX;
/**
 * The most posts made since the last refresh a read counts (newest first): a minute's posts fit many times over; a
 * refresh that has not run for long leaves the older ones to the next refresh rather than to every read.
 */
export const TRENDING_NEW_POSTS_COUNTED = 10_000;

/**
 * The posts whose tags trend: top-level posts of the last TRENDING_DAYS days carrying a tag (an index-only range of
 * posts_tagged_created_idx), not removed by a moderator, by members not suspended.
 */
const TRENDING_POSTS_WHERE = `p.reply_to_id IS NULL AND NOT p.is_repet AND p.hashtags <> '{}'::text[]
     AND p.created_at >= now() - make_interval(days => ${TRENDING_DAYS})
     AND p.removed_at IS NULL AND ${authorNotSuspended('p.user_id')}`;
const TRENDING_TAGGED_POSTS = `social.posts p CROSS JOIN LATERAL unnest(p.hashtags) AS tag
   WHERE ${TRENDING_POSTS_WHERE}`;

/** The live form of trending hashtags: the most used tags, most first, ties by tag. `$1` is how many. */
export const TRENDING_HASHTAGS_SQL = `SELECT tag, count(*)::int AS posts_count
    FROM ${TRENDING_TAGGED_POSTS}
   GROUP BY tag
   ORDER BY posts_count DESC, tag
   LIMIT $1`;

/**
 * What a request reads: the counts the refresh stored plus those of the posts made since it (at most a refresh
 * period of posts, read from the same index, the newest TRENDING_NEW_POSTS_COUNTED), so a new tag trends at once; a post removed since leaves at the next
 * refresh. With nothing stored (never refreshed) this is the live form. `$1` is how many.
 */
export const TRENDING_HASHTAGS_READ_SQL = `WITH since AS (
         SELECT coalesce(max(refreshed_at), '-infinity'::timestamptz) AS at FROM social.trending_hashtags),
       counts AS (
         SELECT tag, posts_count FROM social.trending_hashtags
         UNION ALL
         -- Newest first with a LIMIT: an index range the planner sees as small. Without it the range's unknown start
         -- (the refresh's time) was planned as a third of all posts, with two parallel workers started per read.
         SELECT tag, count(*)::int
           FROM (SELECT p.hashtags FROM social.posts p
                  WHERE ${TRENDING_POSTS_WHERE} AND p.created_at > (SELECT at FROM since)
                  ORDER BY p.created_at DESC
                  LIMIT ${TRENDING_NEW_POSTS_COUNTED}) p
          CROSS JOIN LATERAL unnest(p.hashtags) AS tag
          GROUP BY tag)
  SELECT tag, sum(posts_count)::int AS posts_count FROM counts
   GROUP BY tag
   ORDER BY posts_count DESC, tag
   LIMIT $1`;

/** The visitors' order of suggestable members: most followed, then the latest top-level post, then id. */
const SUGGESTION_RANKING_SQL = `SELECT a.id AS author_id,
         row_number() OVER (ORDER BY a.followers_count DESC, lp.at DESC NULLS LAST, a.id)::int AS rank,
         a.followers_count, lp.at AS last_post_at
    FROM social.authors a
    LEFT JOIN LATERAL (SELECT max(p.created_at) AS at FROM social.posts p
                        WHERE p.user_id = a.id AND p.reply_to_id IS NULL AND NOT p.is_repet) lp ON true
   WHERE a.username NOT LIKE '~%' AND a.suspended_at IS NULL`;

export interface RankingRefreshResult {
  hashtags: number;
  suggestions: number;
  /** Rows of post_scores a rebuild wrote or deleted (absent for a plain refresh). */
  postScores?: number;
  /** Rows of recommendation_candidates written or deleted (a rebuild), or dropped by the window and the cap. */
  candidates: number;
  /** Members whose friends of friends a rebuild forgot (computed again on each one's next read). */
  memberSuggestions?: number;
}

/**
 * Keeps the precomputed rankings (ADR 0074). Each refresh replaces a table in one transaction, so readers see the
 * previous ranking until it commits and never an empty one in between. Post scores are kept by a trigger as posts
 * change; recommendation candidates by the ranking queue's jobs after each like and follow, the refresh dropping the
 * posts that left the window. `rebuild` recomputes both from Postgres as well (after a restore, or a change of the
 * formula).
 */
@Injectable()
export class RankingRefresher {
  constructor(private readonly dataSource: DataSource) {}

  refresh(): Promise<RankingRefreshResult> {
    return this.inBackground(async (m) => {
      await oneReplacementAtATime(m);
      return {
        hashtags: await this.refreshHashtags(m),
        suggestions: await this.refreshSuggestions(m),
        candidates: await RecommendationCandidates.prune(m),
      };
    });
  }

  rebuild(): Promise<RankingRefreshResult> {
    return this.inBackground(async (m) => {
      await oneReplacementAtATime(m);
      return {
        postScores: await this.rebuildPostScores(m),
        hashtags: await this.refreshHashtags(m),
        suggestions: await this.refreshSuggestions(m),
        // After the post scores: the candidates are the scored posts of the window.
        candidates: await RecommendationCandidates.rebuild(m),
        // Each member's friends of friends are computed again on their next read.
        memberSuggestions: await MemberSuggestions.forgetAll(m),
      };
    });
  }

  /** One batch of a like's fan-out to the liker's followers' candidates; answers where the next batch starts. */
  followedLike(data: FollowedLikeData): Promise<{ next: FollowerCursor | null; changed: number }> {
    return this.inBackground((m) => RecommendationCandidates.followedLike(m, data));
  }

  /** A member's friends of friends (suggested accounts) computed from the follows as they are now. */
  recomputeSuggestions(memberId: string): Promise<number> {
    return this.inBackground((m) => MemberSuggestions.compute(m, memberId));
  }

  /** A member's candidates recomputed from the likes of the accounts they follow now. */
  recomputeMember(memberId: string): Promise<number> {
    return this.inBackground((m) => RecommendationCandidates.recomputeMember(m, memberId));
  }

  /** Whether a table was never filled (a new database, or one restored without them): refresh at start then. */
  async isMissing(): Promise<boolean> {
    const [row]: { missing: boolean }[] = await this.dataSource.query(
      `SELECT NOT EXISTS (SELECT 1 FROM social.suggestion_ranking)
              OR (NOT EXISTS (SELECT 1 FROM social.post_scores)
                  AND EXISTS (SELECT 1 FROM social.posts WHERE reply_to_id IS NULL AND NOT is_repet)) AS missing`,
    );
    return row.missing || (await RecommendationCandidates.isMissing(this.dataSource));
  }

  private async refreshHashtags(m: Pick<EntityManager, 'query'>): Promise<number> {
    await m.query(`DELETE FROM social.trending_hashtags`);
    const rows: unknown[] = await m.query(
      `WITH fresh AS (
         INSERT INTO social.trending_hashtags (tag, posts_count) ${TRENDING_HASHTAGS_SQL} RETURNING tag)
       SELECT tag FROM fresh`,
      [TRENDING_HASHTAGS_KEPT],
    );
    return rows.length;
  }

  private async refreshSuggestions(m: Pick<EntityManager, 'query'>): Promise<number> {
    await m.query(`DELETE FROM social.suggestion_ranking`);
    const [row]: { n: number }[] = await m.query(
      `WITH fresh AS (
         INSERT INTO social.suggestion_ranking (author_id, rank, followers_count, last_post_at)
         ${SUGGESTION_RANKING_SQL} RETURNING 1)
       SELECT count(*)::int AS n FROM fresh`,
    );
    return row.n;
  }

  /** Rewrites only the rows that differ from the posts (a rebuild of an intact ranking writes nothing). */
  private async rebuildPostScores(m: Pick<EntityManager, 'query'>): Promise<number> {
    const [written]: { n: number }[] = await m.query(
      `WITH fresh AS (
         INSERT INTO social.post_scores AS s (post_id, user_id, created_at, score)
         SELECT p.id, p.user_id, p.created_at,
                social.post_rank_score(p.likes_count, p.comments_count, p.replies_count, p.repets_count, p.created_at)
           FROM social.posts p
          WHERE p.reply_to_id IS NULL AND NOT p.is_repet
         ON CONFLICT (post_id) DO UPDATE
           SET user_id = EXCLUDED.user_id, created_at = EXCLUDED.created_at, score = EXCLUDED.score, scored_at = now()
           WHERE (s.user_id, s.created_at, s.score) IS DISTINCT FROM (EXCLUDED.user_id, EXCLUDED.created_at, EXCLUDED.score)
         RETURNING 1)
       SELECT count(*)::int AS n FROM fresh`,
    );
    const [gone]: { n: number }[] = await m.query(
      `WITH gone AS (
         DELETE FROM social.post_scores s
          WHERE NOT EXISTS (SELECT 1 FROM social.posts p
                             WHERE p.id = s.post_id AND p.reply_to_id IS NULL AND NOT p.is_repet)
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
    );
    return written.n + gone.n;
  }

  private inBackground<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return inBackground(this.dataSource, work);
  }
}

/**
 * Refreshes and rebuilds replace whole tables (delete, then insert), so two at once (two copies of the service, the
 * rebuild command beside the job) would insert the same keys: each waits for the one before it to commit, on a lock
 * that ends with its transaction.
 */
async function oneReplacementAtATime(m: Pick<EntityManager, 'query'>): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('social.ranking-replacement'))`);
}
