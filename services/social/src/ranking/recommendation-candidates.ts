import type { EntityManager } from 'typeorm';
import { RANKING_WINDOW_DAYS } from '../feed/feed.repository';

/** The most candidate rows a member keeps (the most recent posts): the table never grows with the community. */
export const RECOMMENDATION_CANDIDATES_KEPT = 500;
/** Followers of a liker recounted by one job; a larger audience continues in a next job. */
export const FOLLOWED_LIKE_BATCH = 500;

/** Job (and outbox event) of a like or unlike: the liker's followers get the post's count of followed likes again. */
export const FOLLOWED_LIKE_JOB = 'followed-like';
/** Job (and outbox event) of a follow, an unfollow or a block: the member's candidates are recomputed. */
export const MEMBER_FOLLOWS_JOB = 'member-follows';

/** Where a like's fan-out goes on: after this follow of the liker, in the order of follows_following_created_idx. */
export interface FollowerCursor {
  /** The follow's created_at as Postgres wrote it (text keeps the microseconds). */
  at: string;
  followerId: string;
}

export interface FollowedLikeData {
  likerId: string;
  postId: string;
  after?: FollowerCursor;
}

export interface MemberFollowsData {
  memberId: string;
}

type Query = Pick<EntityManager, 'query'>;

const WINDOW = `now() - interval '${RANKING_WINDOW_DAYS} days'`;

/**
 * A member's candidates (`$1`): the posts of the window that accounts they follow liked in it, with how many did,
 * leaving out their own posts and those of accounts they follow (recommended never lists those), the most recent
 * RECOMMENDATION_CANDIDATES_KEPT. One range of likes_user_created_idx per followed account.
 */
const MEMBER_CANDIDATES_SQL = `SELECT $1::uuid AS member_id, s.post_id, s.created_at AS post_created_at, fl.n AS followed_likes
    FROM (SELECT l.post_id, count(*)::int AS n
            FROM social.follows f JOIN social.likes l ON l.user_id = f.following_id
           WHERE f.follower_id = $1::uuid AND l.created_at > ${WINDOW}
           GROUP BY l.post_id) fl
    JOIN social.post_scores s ON s.post_id = fl.post_id
   WHERE s.created_at > ${WINDOW} AND s.user_id <> $1::uuid
     AND NOT EXISTS (SELECT 1 FROM social.follows o WHERE o.follower_id = $1::uuid AND o.following_id = s.user_id)
   ORDER BY s.created_at DESC, s.post_id DESC
   LIMIT ${RECOMMENDATION_CANDIDATES_KEPT}`;

/** Every member's candidates, as MEMBER_CANDIDATES_SQL gives them one member at a time. */
const ALL_CANDIDATES_SQL = `SELECT member_id, post_id, post_created_at, followed_likes FROM (
      SELECT f.follower_id AS member_id, s.post_id, s.created_at AS post_created_at, count(*)::int AS followed_likes,
             row_number() OVER (PARTITION BY f.follower_id ORDER BY s.created_at DESC, s.post_id DESC) AS n
        FROM social.follows f
        JOIN social.likes l ON l.user_id = f.following_id AND l.created_at > ${WINDOW}
        JOIN social.post_scores s ON s.post_id = l.post_id
       WHERE s.created_at > ${WINDOW} AND s.user_id <> f.follower_id
         AND NOT EXISTS (SELECT 1 FROM social.follows o
                          WHERE o.follower_id = f.follower_id AND o.following_id = s.user_id)
       GROUP BY f.follower_id, s.post_id, s.created_at) ranked
   WHERE n <= ${RECOMMENDATION_CANDIDATES_KEPT}`;

/**
 * One batch of a like's fan-out: for the next FOLLOWED_LIKE_BATCH followers of the liker (`$1`), the post's (`$2`)
 * count of likes by accounts each follows is taken again from the likes, so the job is idempotent and its order with
 * other likes' jobs does not matter (an unlike lowers the count, a last one removes the row). `$3`/`$4` is the cursor.
 */
const FOLLOWED_LIKE_SQL = `WITH batch AS (
         SELECT f.follower_id AS member_id, f.created_at::text AS at
           FROM social.follows f
          WHERE f.following_id = $1::uuid
            AND ($3::timestamptz IS NULL OR f.created_at < $3::timestamptz
                 OR (f.created_at = $3::timestamptz AND f.follower_id > $4::uuid))
          ORDER BY f.created_at DESC, f.follower_id
          LIMIT ${FOLLOWED_LIKE_BATCH}),
       post AS (
         SELECT s.post_id, s.user_id, s.created_at FROM social.post_scores s
          WHERE s.post_id = $2::uuid AND s.created_at > ${WINDOW}),
       counted AS (
         SELECT b.member_id, post.post_id, post.created_at,
                (SELECT count(*)::int FROM social.likes l
                   JOIN social.follows fl ON fl.follower_id = b.member_id AND fl.following_id = l.user_id
                  WHERE l.post_id = post.post_id AND l.created_at > ${WINDOW}) AS n,
                post.user_id = b.member_id
                  OR EXISTS (SELECT 1 FROM social.follows o
                              WHERE o.follower_id = b.member_id AND o.following_id = post.user_id) AS excluded
           FROM batch b CROSS JOIN post),
       kept AS (
         INSERT INTO social.recommendation_candidates AS rc (member_id, post_id, post_created_at, followed_likes)
         SELECT member_id, post_id, created_at, n FROM counted WHERE n > 0 AND NOT excluded
         ON CONFLICT (member_id, post_id) DO UPDATE
           SET followed_likes = EXCLUDED.followed_likes, post_created_at = EXCLUDED.post_created_at, updated_at = now()
           WHERE (rc.followed_likes, rc.post_created_at) IS DISTINCT FROM (EXCLUDED.followed_likes, EXCLUDED.post_created_at)
         RETURNING rc.member_id),
       dropped AS (
         DELETE FROM social.recommendation_candidates rc USING counted c
          WHERE rc.member_id = c.member_id AND rc.post_id = c.post_id AND (c.n = 0 OR c.excluded)
         RETURNING 1)
  SELECT (SELECT count(*)::int FROM batch) AS members,
         (SELECT row_to_json(l) FROM (SELECT at, member_id AS "followerId" FROM batch
                                       ORDER BY at::timestamptz, member_id DESC LIMIT 1) l) AS last,
         (SELECT coalesce(array_agg(member_id), '{}') FROM kept) AS grown,
         (SELECT count(*)::int FROM kept) + (SELECT count(*)::int FROM dropped) AS changed`;

/**
 * Keeps the most recent RECOMMENDATION_CANDIDATES_KEPT rows of each member in `members` (a SQL set of member ids):
 * the rows past the last kept one, in recommendation_candidates_member_idx order, go.
 */
function capSql(members: string): string {
  return `WITH gone AS (
         DELETE FROM social.recommendation_candidates rc
          USING (SELECT m.member_id, last.post_created_at, last.post_id
                   FROM (${members}) m
                  CROSS JOIN LATERAL (
                    SELECT c.post_created_at, c.post_id FROM social.recommendation_candidates c
                     WHERE c.member_id = m.member_id
                     ORDER BY c.post_created_at DESC, c.post_id DESC
                    OFFSET ${RECOMMENDATION_CANDIDATES_KEPT - 1} LIMIT 1) last) cut
          WHERE rc.member_id = cut.member_id
            AND (rc.post_created_at, rc.post_id) < (cut.post_created_at, cut.post_id)
         RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;
}

async function count(m: Query, sql: string, params: unknown[] = []): Promise<number> {
  const [row]: { n: number }[] = await m.query(sql, params);
  return row.n;
}

/**
 * Takes a post's candidate rows under a lock of its own, so jobs of the same post run one after another (across copies
 * of the service too) and the last one counts the likes committed before it.
 */
async function lockPost(m: Query, postId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('recommendation-candidates:' || $1::text))`, [postId]);
}

/**
 * The per-member candidates recommended reads (ADR 0074), kept off the request path by the ranking queue's jobs.
 * Every function runs inside the caller's transaction.
 */
export const RecommendationCandidates = {
  /**
   * One batch of a like's (or unlike's) fan-out to the liker's followers. Answers where the next batch starts (null
   * when this one reached the end) and how many rows changed.
   */
  async followedLike(
    m: Query,
    data: FollowedLikeData,
  ): Promise<{ next: FollowerCursor | null; changed: number }> {
    await lockPost(m, data.postId);
    const [row]: { members: number; last: FollowerCursor | null; grown: string[]; changed: number }[] =
      await m.query(FOLLOWED_LIKE_SQL, [
        data.likerId,
        data.postId,
        data.after?.at ?? null,
        data.after?.followerId ?? null,
      ]);
    const capped =
      row.grown.length > 0
        ? await count(m, capSql(`SELECT unnest($1::uuid[]) AS member_id`), [row.grown])
        : 0;
    return {
      next: row.members === FOLLOWED_LIKE_BATCH ? row.last : null,
      changed: row.changed + capped,
    };
  },

  /** A member's candidates from scratch (after a follow, an unfollow or a block): answers how many rows they have. */
  async recomputeMember(m: Query, memberId: string): Promise<number> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('recommendation-member:' || $1::text))`, [memberId]);
    await m.query(`DELETE FROM social.recommendation_candidates WHERE member_id = $1::uuid`, [memberId]);
    return count(
      m,
      `WITH fresh AS (
         INSERT INTO social.recommendation_candidates (member_id, post_id, post_created_at, followed_likes)
         ${MEMBER_CANDIDATES_SQL}
         RETURNING 1)
       SELECT count(*)::int AS n FROM fresh`,
      [memberId],
    );
  },

  /** Every member's candidates from Postgres; rewrites only the rows that differ. Answers how many changed. */
  async rebuild(m: Query): Promise<number> {
    return count(
      m,
      `WITH fresh AS (${ALL_CANDIDATES_SQL}),
            gone AS (
              DELETE FROM social.recommendation_candidates rc
               WHERE NOT EXISTS (SELECT 1 FROM fresh f WHERE f.member_id = rc.member_id AND f.post_id = rc.post_id)
              RETURNING 1),
            written AS (
              INSERT INTO social.recommendation_candidates AS rc (member_id, post_id, post_created_at, followed_likes)
              SELECT member_id, post_id, post_created_at, followed_likes FROM fresh
              ON CONFLICT (member_id, post_id) DO UPDATE
                SET followed_likes = EXCLUDED.followed_likes, post_created_at = EXCLUDED.post_created_at,
                    updated_at = now()
                WHERE (rc.followed_likes, rc.post_created_at)
                      IS DISTINCT FROM (EXCLUDED.followed_likes, EXCLUDED.post_created_at)
              RETURNING 1)
       SELECT (SELECT count(*)::int FROM gone) + (SELECT count(*)::int FROM written) AS n`,
    );
  },

  /**
   * The periodic upkeep: drops the posts that left the window (recommendation_candidates_window_idx) and re-caps every
   * member above RECOMMENDATION_CANDIDATES_KEPT rows. Answers how many rows went.
   */
  async prune(m: Query): Promise<number> {
    const old = await count(
      m,
      `WITH gone AS (
         DELETE FROM social.recommendation_candidates WHERE post_created_at <= ${WINDOW} RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
    );
    const capped = await count(
      m,
      capSql(`SELECT member_id FROM social.recommendation_candidates
               GROUP BY member_id HAVING count(*) > ${RECOMMENDATION_CANDIDATES_KEPT}`),
    );
    return old + capped;
  },

  /** Whether the table was never filled while followed accounts' likes of the window exist (a restored database). */
  async isMissing(m: Query): Promise<boolean> {
    const [row]: { missing: boolean }[] = await m.query(
      `SELECT NOT EXISTS (SELECT 1 FROM social.recommendation_candidates)
              AND EXISTS (SELECT 1 FROM social.likes l
                            JOIN social.follows f ON f.following_id = l.user_id
                            JOIN social.post_scores s ON s.post_id = l.post_id
                           WHERE l.created_at > ${WINDOW} AND s.created_at > ${WINDOW}) AS missing`,
    );
    return row.missing;
  },
};
