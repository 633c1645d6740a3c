import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type FollowState, type IdentityClaims, SAFETY_MESSAGES } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { SearchMatchCache } from '../search/search-match-cache';
import { RankingEvents } from '../ranking/ranking.module';
import { MEMBER_FOLLOWS_JOB } from '../ranking/recommendation-candidates';
import { forgetMemberSuggestions } from '../ranking/member-suggestions';
import { CANNOT_FOLLOW_YOURSELF, USER_NOT_FOUND, userRefCondition, type UserRef } from './people';

/**
 * Follow and unfollow. The follow row and both counts (the target's followers_count, the follower's following_count)
 * change in ONE statement: the insert (or delete) reports whether it happened and the counts move by exactly that.
 * Before it, the transaction locks the two author rows in id order, so a follow and the reverse follow, or the same
 * follow sent twice, queue up instead of deadlocking; the unique (follower_id, following_id) key makes the second of
 * two identical follows a no-op.
 */
@Injectable()
export class FollowsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly searchMatches: SearchMatchCache,
    private readonly rankingEvents: RankingEvents,
  ) {}

  follow(actor: IdentityClaims, ref: UserRef): Promise<FollowState> {
    return this.change(actor, ref, true);
  }

  unfollow(actor: IdentityClaims, ref: UserRef): Promise<FollowState> {
    return this.change(actor, ref, false);
  }

  private async change(actor: IdentityClaims, ref: UserRef, follow: boolean): Promise<FollowState> {
    const state = await this.dataSource.transaction(async (manager) => {
      const target = await this.findTarget(manager, ref);
      if (target.id === actor.sub) throw new BadRequestException(CANNOT_FOLLOW_YOURSELF);
      await this.authors.ensureAuthor(manager, actor.sub, actor.username || `~${actor.sub}`);
      const locked: unknown[] = await manager.query(
        `SELECT id FROM social.authors WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
        [[actor.sub, target.id]],
      );
      if (locked.length < 2) throw new NotFoundException(USER_NOT_FOUND);
      // Read under the locks a block takes too: a block committed before this point is seen, a later one waits.
      if (follow) {
        const blocked: unknown[] = await manager.query(
          `SELECT 1 FROM social.blocks
            WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
          [actor.sub, target.id],
        );
        if (blocked.length > 0) throw new ForbiddenException(SAFETY_MESSAGES.blockedInteraction);
      }
      const [row]: { followers_count: number }[] = await manager.query(
        follow ? FOLLOW_STATEMENT : UNFOLLOW_STATEMENT,
        [actor.sub, target.id],
      );
      return {
        userId: target.id,
        username: target.username,
        isFollowing: follow,
        followersCount: row.followers_count,
      };
    });
    // Committed: people search orders equally similar members by their follower count; the ranking queue recomputes
    // the follower's recommendation candidates.
    this.searchMatches.invalidate();
    this.rankingEvents.committed();
    return state;
  }

  private async findTarget(manager: EntityManager, ref: UserRef): Promise<{ id: string; username: string }> {
    if (!ref) throw new NotFoundException(USER_NOT_FOUND);
    const where = userRefCondition(ref, 'a', 1);
    const [target]: { id: string; username: string }[] = await manager.query(
      `SELECT a.id, a.username FROM social.authors a WHERE ${where.sql}`,
      [where.value],
    );
    if (!target) throw new NotFoundException(USER_NOT_FOUND);
    return target;
  }
}

/**
 * What a follow (or unfollow) changes in the follower's rankings: their recommendation candidates recomputed by the
 * ranking queue, their friends of friends computed again on their next suggestions.
 */
const RECOMPUTE_FOLLOWER = `
  , ranked AS (
    INSERT INTO social.ranking_outbox (event_type, payload)
    SELECT '${MEMBER_FOLLOWS_JOB}', jsonb_build_object('memberId', $1::uuid) FROM changed)
  , suggestions_forgotten AS (${forgetMemberSuggestions('$1::uuid', 'EXISTS (SELECT 1 FROM changed)')})`;

/**
 * $1 follows $2. `changed` is 1 when the row is new, else 0; the counts move by it. When nothing changed the
 * UPDATE touches no row and the answer reads the count as of this statement (the rows are locked: it is current).
 */
const FOLLOW_STATEMENT = `
  WITH changed AS (
    INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)
    ON CONFLICT (follower_id, following_id) DO NOTHING RETURNING 1)
  , notified AS (
    INSERT INTO social.notification_outbox (source, actor_id, target_id)
    SELECT 'follow', $1, $2 FROM changed)${RECOMPUTE_FOLLOWER}
  , counted AS (
    UPDATE social.authors
       SET followers_count = followers_count + CASE WHEN id = $2::uuid THEN 1 ELSE 0 END,
           following_count = following_count + CASE WHEN id = $1::uuid THEN 1 ELSE 0 END
     WHERE id IN ($1::uuid, $2::uuid) AND EXISTS (SELECT 1 FROM changed)
    RETURNING id, followers_count)
  SELECT coalesce((SELECT followers_count FROM counted WHERE id = $2::uuid),
                  (SELECT followers_count FROM social.authors WHERE id = $2::uuid)) AS followers_count`;

const UNFOLLOW_STATEMENT = `
  WITH changed AS (
    DELETE FROM social.follows WHERE follower_id = $1 AND following_id = $2 RETURNING 1)${RECOMPUTE_FOLLOWER}
  , counted AS (
    UPDATE social.authors
       SET followers_count = followers_count - CASE WHEN id = $2::uuid THEN 1 ELSE 0 END,
           following_count = following_count - CASE WHEN id = $1::uuid THEN 1 ELSE 0 END
     WHERE id IN ($1::uuid, $2::uuid) AND EXISTS (SELECT 1 FROM changed)
    RETURNING id, followers_count)
  SELECT coalesce((SELECT followers_count FROM counted WHERE id = $2::uuid),
                  (SELECT followers_count FROM social.authors WHERE id = $2::uuid)) AS followers_count`;
