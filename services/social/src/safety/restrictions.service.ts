import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type BlockState,
  type IdentityClaims,
  type MuteState,
  type RestrictedMembersPage,
  SAFETY_MESSAGES,
} from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import {
  USER_NOT_FOUND,
  decodePeopleCursor,
  encodePeopleCursor,
  userRefCondition,
  type UserRef,
} from '../follows/people';
import { LiveBus } from '../live/live-bus';
import { SearchMatchCache } from '../search/search-match-cache';
import { RankingEvents } from '../ranking/ranking.module';
import { FOLLOWED_LIKE_JOB, MEMBER_FOLLOWS_JOB } from '../ranking/recommendation-candidates';
import { forgetMemberSuggestions } from '../ranking/member-suggestions';

/** A block or a mute: which table, and which columns hold the member acting and the member restricted. */
export type RestrictionKind = 'block' | 'mute';

const TABLES: Record<RestrictionKind, { table: string; actor: string; target: string; self: string }> = {
  block: {
    table: 'social.blocks',
    actor: 'blocker_id',
    target: 'blocked_id',
    self: SAFETY_MESSAGES.blockYourself,
  },
  mute: { table: 'social.mutes', actor: 'muter_id', target: 'muted_id', self: SAFETY_MESSAGES.muteYourself },
};

/**
 * Blocks and mutes. Both are idempotent (the pair is the primary key). A block also ends the follows between the two
 * members, both ways, in the same transaction, and each follower/following count moves by exactly the rows deleted;
 * the two author rows are locked in id order first, like a follow, so a block and a follow of the same pair queue up
 * (the follow then sees the block and is refused).
 */
@Injectable()
export class RestrictionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly searchMatches: SearchMatchCache,
    private readonly live: LiveBus,
    private readonly rankingEvents: RankingEvents,
  ) {}

  async block(actor: IdentityClaims, ref: UserRef, on: boolean): Promise<BlockState> {
    const { target, hidden } = await this.change('block', actor, ref, on);
    // Committed: people search orders equally similar members by their follower count; the ranking queue recounts the
    // recommendation candidates the ended follows and likes counted in.
    if (on) {
      this.searchMatches.invalidate();
      this.rankingEvents.committed();
    }
    // Live streams of both members stop (or resume) announcing the other's posts.
    this.live.publishRestriction({ viewerId: actor.sub, authorId: target.id, hidden: hidden.byActor });
    this.live.publishRestriction({ viewerId: target.id, authorId: actor.sub, hidden: hidden.byTarget });
    return { userId: target.id, username: target.username, isBlocked: on };
  }

  async mute(actor: IdentityClaims, ref: UserRef, on: boolean): Promise<MuteState> {
    const { target, hidden } = await this.change('mute', actor, ref, on);
    this.live.publishRestriction({ viewerId: actor.sub, authorId: target.id, hidden: hidden.byActor });
    return { userId: target.id, username: target.username, isMuted: on };
  }

  private change(kind: RestrictionKind, actor: IdentityClaims, ref: UserRef, on: boolean) {
    const { table, actor: actorColumn, target: targetColumn, self } = TABLES[kind];
    return this.dataSource.transaction(async (manager) => {
      const target = await findMember(manager, ref);
      if (target.id === actor.sub) throw new BadRequestException(self);
      await this.authors.ensureAuthor(manager, actor.sub, actor.username || `~${actor.sub}`);
      const locked: unknown[] = await manager.query(
        `SELECT id FROM social.authors WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
        [[actor.sub, target.id]],
      );
      if (locked.length < 2) throw new NotFoundException(USER_NOT_FOUND);
      if (!on) {
        await manager.query(`DELETE FROM ${table} WHERE ${actorColumn} = $1 AND ${targetColumn} = $2`, [
          actor.sub,
          target.id,
        ]);
      } else {
        await manager.query(
          `INSERT INTO ${table} (${actorColumn}, ${targetColumn}) VALUES ($1, $2)
           ON CONFLICT (${actorColumn}, ${targetColumn}) DO NOTHING`,
          [actor.sub, target.id],
        );
        if (kind === 'block') {
          await manager.query(END_FOLLOWS_BOTH_WAYS, [actor.sub, target.id]);
          await manager.query(END_LIKES_BOTH_WAYS, [actor.sub, target.id]);
          await manager.query(END_REPETS_BOTH_WAYS, [actor.sub, target.id]);
        }
      }
      // Whether each one's live streams still leave the other's posts out: an unblock leaves a mute in force.
      const [hidden]: { byActor: boolean; byTarget: boolean }[] = await manager.query(
        `WITH blocked AS (
           SELECT EXISTS (SELECT 1 FROM social.blocks
                           WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)) AS yes)
         SELECT (SELECT yes FROM blocked)
                  OR EXISTS (SELECT 1 FROM social.mutes WHERE muter_id = $1 AND muted_id = $2) AS "byActor",
                (SELECT yes FROM blocked)
                  OR EXISTS (SELECT 1 FROM social.mutes WHERE muter_id = $2 AND muted_id = $1) AS "byTarget"`,
        [actor.sub, target.id],
      );
      return { target, hidden };
    });
  }

  /** The viewer's blocks or mutes, newest first, keyset paged on (created_at, member id) by `<table>_list_idx`. */
  async list(
    kind: RestrictionKind,
    viewerId: string,
    limit: number,
    cursor: string | undefined,
  ): Promise<RestrictedMembersPage> {
    const { table, actor, target } = TABLES[kind];
    const params: unknown[] = [viewerId, limit + 1];
    let after = '';
    if (cursor !== undefined) {
      const position = decodePeopleCursor(cursor);
      params.push(position.micros, position.id);
      after = `AND (r.created_at, r.${target}) < (to_timestamp(0) + $3::bigint * interval '1 microsecond', $4::uuid)`;
    }
    const rows: {
      id: string;
      username: string;
      display_name: string | null;
      profile_image_url: string | null;
      since: Date;
      micros: string;
    }[] = await this.dataSource.query(
      `SELECT a.id, a.username, a.display_name, a.profile_image_url, r.created_at AS since,
              (extract(epoch FROM r.created_at) * 1000000)::bigint::text AS micros
         FROM ${table} r JOIN social.authors a ON a.id = r.${target}
        WHERE r.${actor} = $1::uuid ${after}
        ORDER BY r.created_at DESC, r.${target} DESC
        LIMIT $2`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      users: page.map((row) => ({
        id: row.id,
        username: row.username,
        displayName: row.display_name,
        profileImageUrl: row.profile_image_url,
        since: row.since.toISOString(),
      })),
      nextCursor:
        rows.length > limit && last ? encodePeopleCursor({ micros: last.micros, id: last.id }) : null,
    };
  }
}

/** The member a path names (404 for nobody, placeholder rows included: they are members too). */
export async function findMember(
  manager: Pick<EntityManager, 'query'>,
  ref: UserRef,
): Promise<{ id: string; username: string }> {
  if (!ref) throw new NotFoundException(USER_NOT_FOUND);
  const where = userRefCondition(ref, 'a', 1);
  const [member]: { id: string; username: string }[] = await manager.query(
    `SELECT a.id, a.username FROM social.authors a WHERE ${where.sql}`,
    [where.value],
  );
  if (!member) throw new NotFoundException(USER_NOT_FOUND);
  return member;
}

/**
 * Deletes the follows between $1 and $2 in both directions; each member's followers_count and following_count drop by
 * exactly the deleted rows that counted them (the UPDATE reads the deleted rows from the CTE, not the table). Each
 * follower who lost a follow has their recommendation candidates recomputed (ranking queue).
 */
const END_FOLLOWS_BOTH_WAYS = `
  WITH gone AS (
    DELETE FROM social.follows
     WHERE (follower_id = $1 AND following_id = $2) OR (follower_id = $2 AND following_id = $1)
    RETURNING follower_id, following_id)
  , ranked AS (
    INSERT INTO social.ranking_outbox (event_type, payload)
    SELECT '${MEMBER_FOLLOWS_JOB}', jsonb_build_object('memberId', follower_id) FROM gone)
  , suggestions_forgotten AS (${forgetMemberSuggestions('SELECT follower_id FROM gone')})
  UPDATE social.authors a
     SET followers_count = a.followers_count - (SELECT count(*) FROM gone g WHERE g.following_id = a.id),
         following_count = a.following_count - (SELECT count(*) FROM gone g WHERE g.follower_id = a.id)
   WHERE a.id IN ($1::uuid, $2::uuid) AND EXISTS (SELECT 1 FROM gone)`;

/**
 * Deletes the likes each of $1 and $2 gave the other's posts: after a block neither one's like counts on the other's
 * posts. Each post's likes_count drops by exactly the rows deleted for it (read from the CTE), and the likers'
 * followers have those posts' recommendation candidates recounted, as after an unlike (ranking queue).
 */
const END_LIKES_BOTH_WAYS = `
  WITH gone AS (
    DELETE FROM social.likes l
     USING social.posts p
     WHERE p.id = l.post_id
       AND ((l.user_id = $1 AND p.user_id = $2) OR (l.user_id = $2 AND p.user_id = $1))
    RETURNING l.post_id, l.user_id)
  , ranked AS (
    INSERT INTO social.ranking_outbox (event_type, payload)
    SELECT '${FOLLOWED_LIKE_JOB}', jsonb_build_object('likerId', g.user_id, 'postId', g.post_id) FROM gone g
     WHERE EXISTS (SELECT 1 FROM social.follows f WHERE f.following_id = g.user_id))
  UPDATE social.posts p
     SET likes_count = greatest(p.likes_count - g.n, 0)
    FROM (SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id) g
   WHERE p.id = g.post_id`;

/**
 * Deletes the repets each of $1 and $2 made of the other's posts (a repet is a post of its own, with no media): after a
 * block neither one shares the other's posts nor counts in their repets_count, which drops by exactly the rows deleted
 * for each original.
 */
const END_REPETS_BOTH_WAYS = `
  WITH gone AS (
    DELETE FROM social.posts r
     USING social.posts o
     WHERE r.is_repet AND o.id = r.original_post_id
       AND ((r.user_id = $1 AND o.user_id = $2) OR (r.user_id = $2 AND o.user_id = $1))
    RETURNING r.original_post_id)
  UPDATE social.posts p
     SET repets_count = greatest(p.repets_count - g.n, 0)
    FROM (SELECT original_post_id, count(*)::int AS n FROM gone GROUP BY original_post_id) g
   WHERE p.id = g.original_post_id`;
