import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { IdentityClaims, RepetState } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import { actOnPost } from '../posts/act-on-post';

/**
 * A repet is a post of the member's own pointing at the original (is_repet, original_post_id, repet_comment). The spec
 * has no un-repet, and one repet per member and post (a unique partial index): repeting again answers the existing one.
 * The original's repets_count moves in the same statement as the insert.
 */
@Injectable()
export class RepetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
  ) {}

  repet(actor: IdentityClaims, postId: string, comment: string | undefined): Promise<RepetState> {
    return actOnPost(this.dataSource, this.authors, actor, postId, async (manager) => {
      const [row]: { repets_count: number; repet_id: string }[] = await manager.query(
        `WITH added AS (
           INSERT INTO social.posts (user_id, content, is_repet, original_post_id, repet_comment)
           VALUES ($1, '', true, $2, $3)
           ON CONFLICT (original_post_id, user_id) WHERE is_repet DO NOTHING
           RETURNING id),
         notified AS (
           INSERT INTO social.notification_outbox (source, actor_id, target_id, subject_id)
           SELECT 'repet', $1, $2, id FROM added),
         counted AS (
           UPDATE social.posts SET repets_count = repets_count + (SELECT count(*) FROM added)
           WHERE id = $2 RETURNING repets_count)
         SELECT (SELECT repets_count FROM counted) AS repets_count,
                coalesce((SELECT id FROM added),
                         (SELECT id FROM social.posts WHERE original_post_id = $2 AND user_id = $1 AND is_repet)) AS repet_id`,
        [actor.sub, postId, comment?.trim() || null],
      );
      return { postId, isRepeted: true, repetsCount: row.repets_count, repetId: row.repet_id };
    });
  }
}
