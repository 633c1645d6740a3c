import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withPostSpecAliases, type IdentityClaims, type LikeState } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { LiveBus } from '../live/live-bus';
import { actOnPost } from '../posts/act-on-post';
import { RankingEvents } from '../ranking/ranking.module';
import { FOLLOWED_LIKE_JOB } from '../ranking/recommendation-candidates';

/**
 * The like's (or unlike's) work for the ranking queue, in the same statement: the liker's followers get the post's
 * count of followed likes again (recommendation candidates). Nobody to tell when the liker has no followers.
 */
const RANKING_EVENT = (changedRows: string) => `
         , ranked AS (
           INSERT INTO social.ranking_outbox (event_type, payload)
           SELECT '${FOLLOWED_LIKE_JOB}', jsonb_build_object('likerId', $1::uuid, 'postId', $2::uuid) FROM ${changedRows}
            WHERE EXISTS (SELECT 1 FROM social.follows f WHERE f.following_id = $1::uuid))`;

/**
 * Likes and the post's likes_count change in ONE statement: the insert (or delete) reports whether it happened and
 * the counter moves by exactly that. Liking twice is one like; a like and an unlike racing leave row and count
 * agreeing, whatever the order (the unique (user_id, post_id) key serialises them).
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly live: LiveBus,
    private readonly rankingEvents: RankingEvents,
  ) {}

  async like(actor: IdentityClaims, postId: string): Promise<LikeState> {
    const { state, changed } = await actOnPost(
      this.dataSource,
      this.authors,
      actor,
      postId,
      async (manager) => {
        const [row]: { likes_count: number; changed: number }[] = await manager.query(
          `WITH added AS (
           INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)
           ON CONFLICT (user_id, post_id) DO NOTHING RETURNING 1)
         , notified AS (
           INSERT INTO social.notification_outbox (source, actor_id, target_id)
           SELECT 'like', $1, $2 FROM added)${RANKING_EVENT('added')}
         , counted AS (
           UPDATE social.posts SET likes_count = likes_count + (SELECT count(*) FROM added)
           WHERE id = $2 RETURNING likes_count)
         SELECT likes_count, (SELECT count(*) FROM added)::int AS changed FROM counted`,
          [actor.sub, postId],
        );
        return { state: likeState(postId, true, row.likes_count), changed: row.changed > 0 };
      },
    );
    this.announce(state, changed);
    return state;
  }

  async unlike(actor: IdentityClaims, postId: string): Promise<LikeState> {
    const { state, changed } = await actOnPost(
      this.dataSource,
      this.authors,
      actor,
      postId,
      async (manager) => {
        const [row]: { likes_count: number; changed: number }[] = await manager.query(
          `WITH removed AS (
           DELETE FROM social.likes WHERE user_id = $1 AND post_id = $2 RETURNING 1)${RANKING_EVENT('removed')}
         , counted AS (
           UPDATE social.posts SET likes_count = likes_count - (SELECT count(*) FROM removed)
           WHERE id = $2 RETURNING likes_count)
         SELECT likes_count, (SELECT count(*) FROM removed)::int AS changed FROM counted`,
          [actor.sub, postId],
        );
        return { state: likeState(postId, false, row.likes_count), changed: row.changed > 0 };
      },
    );
    this.announce(state, changed);
    return state;
  }

  /**
   * After the commit, and only when the count moved: every open live stream shows the new count, and the ranking
   * queue hears of the like now rather than at the relay's next look.
   */
  private announce(state: LikeState, changed: boolean): void {
    if (!changed) return;
    this.live.publish({ type: 'like-count', postId: state.postId, likesCount: state.likesCount });
    this.rankingEvents.committed();
  }
}

function likeState(postId: string, isLiked: boolean, likesCount: number): LikeState {
  return withPostSpecAliases({ postId, isLiked, likesCount });
}
