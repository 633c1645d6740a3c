import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { SOCIAL_RANKING_QUEUE } from '@petcora/contracts';

/**
 * The most friends of friends kept per member: more than the largest page (20), so the exclusions applied at read
 * time (blocks, suspensions since) still leave a full page.
 */
export const MEMBER_SUGGESTIONS_KEPT = 50;
/** How long a member's friends of friends are served before a read asks the ranking queue to compute them again. */
export const MEMBER_SUGGESTIONS_FRESH_MS = 60_000;
/** Job of a read that found the member's friends of friends older than MEMBER_SUGGESTIONS_FRESH_MS. */
export const MEMBER_SUGGESTIONS_JOB = 'member-suggestions';

export interface MemberSuggestionsData {
  memberId: string;
}

type Query = Pick<EntityManager, 'query'>;

/**
 * A member's (`$1`) friends of friends: people followed by the accounts they follow, with how many of those do
 * ("mutuals"), never themselves, anyone they follow, a placeholder or a suspended member; the first
 * MEMBER_SUGGESTIONS_KEPT in the suggestions' order (mutuals, then the refreshed followers count and latest post).
 * One range of follows_pkey per followed account.
 */
const FRIENDS_OF_FRIENDS_SQL = `SELECT $1::uuid AS member_id, a.id AS author_id, fof.mutuals
    FROM (SELECT f2.following_id AS id, count(*)::int AS mutuals
            FROM social.follows f1
            JOIN social.follows f2 ON f2.follower_id = f1.following_id
           WHERE f1.follower_id = $1::uuid AND f2.following_id <> $1::uuid
             AND NOT EXISTS (SELECT 1 FROM social.follows x
                              WHERE x.follower_id = $1::uuid AND x.following_id = f2.following_id)
           GROUP BY f2.following_id) fof
    JOIN social.authors a ON a.id = fof.id
    LEFT JOIN social.suggestion_ranking r ON r.author_id = a.id
   WHERE a.username NOT LIKE '~%' AND a.suspended_at IS NULL
   ORDER BY fof.mutuals DESC, coalesce(r.followers_count, a.followers_count) DESC, r.last_post_at DESC NULLS LAST, a.id
   LIMIT ${MEMBER_SUGGESTIONS_KEPT}`;

/**
 * A CTE for a statement that changes whom `member` (an SQL expression, or a set of them) follows: the member's friends
 * of friends are forgotten with it, so their next suggestions are computed from the follows as they are now.
 */
export function forgetMemberSuggestions(members: string, when = 'true'): string {
  return `DELETE FROM social.member_suggestion_state WHERE member_id IN (${members}) AND ${when}`;
}

/**
 * The per-member part of suggested accounts (ADR 0074): `member_suggestions` holds each member's friends of friends,
 * `member_suggestion_state` when they were computed. Computed on a member's first suggestions after a change of their
 * own follows (the follow's statement forgets them), again by the ranking queue once they are a minute old, and for
 * everyone on a rebuild (which forgets them all). Every function runs inside the caller's transaction.
 */
export const MemberSuggestions = {
  /** A member's friends of friends from the follows as they are now: answers how many are kept. */
  async compute(m: Query, memberId: string): Promise<number> {
    // Two computations of one member (a read and the queue's job) write one after the other.
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('member-suggestions:' || $1::text))`, [memberId]);
    await m.query(`DELETE FROM social.member_suggestions WHERE member_id = $1::uuid`, [memberId]);
    const [row]: { n: number }[] = await m.query(
      `WITH fresh AS (${FRIENDS_OF_FRIENDS_SQL}),
            kept AS (
              INSERT INTO social.member_suggestions (member_id, author_id, mutuals)
              SELECT member_id, author_id, mutuals FROM fresh
              RETURNING 1),
            stamped AS (
              INSERT INTO social.member_suggestion_state (member_id, computed_at) VALUES ($1::uuid, now())
              ON CONFLICT (member_id) DO UPDATE SET computed_at = EXCLUDED.computed_at)
       SELECT count(*)::int AS n FROM kept`,
      [memberId],
    );
    return row.n;
  },

  /** Every member's friends of friends forgotten (a rebuild): each is computed again on the member's next read. */
  async forgetAll(m: Query): Promise<number> {
    const [row]: { n: number }[] = await m.query(
      `WITH gone AS (DELETE FROM social.member_suggestion_state RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    );
    await m.query(`DELETE FROM social.member_suggestions`);
    return row.n;
  },
};

/** Members whose refresh this copy asked for lately, so a burst of reads queues one job, not one per read. */
const RECENT_REQUESTS_KEPT = 10_000;

/**
 * Asks the ranking queue to compute a member's friends of friends again, off the request path: once per computed
 * version (a burst of reads of the same stale rows queues one job), again a minute later if that one never ran. A job
 * id per member: while one waits, another copy's request adds nothing. A queue that cannot be reached costs the reader
 * nothing: the stored suggestions answer.
 */
@Injectable()
export class MemberSuggestionRefreshes {
  private readonly logger = new Logger(MemberSuggestionRefreshes.name);
  private readonly requested = new Map<string, { version: number; at: number }>();

  constructor(@InjectQueue(SOCIAL_RANKING_QUEUE) private readonly queue: Queue) {}

  /** `computedAt`: when the rows the reader was answered from were computed. */
  request(memberId: string, computedAt: Date, now = Date.now()): void {
    const version = computedAt.getTime();
    const last = this.requested.get(memberId);
    if (last && last.version === version && now - last.at < MEMBER_SUGGESTIONS_FRESH_MS) return;
    if (this.requested.size >= RECENT_REQUESTS_KEPT) this.requested.clear();
    this.requested.set(memberId, { version, at: now });
    const data: MemberSuggestionsData = { memberId };
    this.queue
      .add(MEMBER_SUGGESTIONS_JOB, data, {
        jobId: `${MEMBER_SUGGESTIONS_JOB}-${memberId}`,
        removeOnComplete: true,
        removeOnFail: true,
        attempts: 1,
      })
      .catch((error: Error) => this.logger.warn(`Could not queue a suggestions refresh: ${error.message}`));
  }
}
