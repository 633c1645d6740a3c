import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { type IdentityClaims, SAFETY_MESSAGES } from '@petcora/contracts';
import type { AuthorsService } from '../authors/authors.service';
import { POST_NOT_FOUND } from './post-messages';

/**
 * The post a member acts on (like, comment, repet, reply), locked against a concurrent delete until the transaction
 * ends: 404 when it does not exist or the member may not see it (removed by a moderator, its author suspended), 403
 * when the member and the post's author blocked one another (either way).
 */
export async function lockPostForAction(
  manager: Pick<EntityManager, 'query'>,
  actorId: string,
  postId: string,
  missingMessage = POST_NOT_FOUND,
): Promise<void> {
  const [post]: { hidden: boolean; blocked: boolean }[] = await manager.query(
    `SELECT (p.removed_at IS NOT NULL AND p.user_id <> $2::uuid) OR a.suspended_at IS NOT NULL AS hidden,
            EXISTS (SELECT 1 FROM social.blocks b
                     WHERE (b.blocker_id = $2::uuid AND b.blocked_id = p.user_id)
                        OR (b.blocker_id = p.user_id AND b.blocked_id = $2::uuid)) AS blocked
       FROM social.posts p JOIN social.authors a ON a.id = p.user_id
      WHERE p.id = $1
        FOR KEY SHARE OF p`,
    [postId, actorId],
  );
  if (!post || post.hidden) throw new NotFoundException(missingMessage);
  if (post.blocked) throw new ForbiddenException(SAFETY_MESSAGES.blockedInteraction);
}

/**
 * Runs a member's action on a post in one transaction: the member gets an author row if their account event is still
 * on its way, the post must be one they may act on (lockPostForAction), then `work` writes the action and its counter
 * together.
 */
export function actOnPost<T>(
  dataSource: DataSource,
  authors: AuthorsService,
  actor: IdentityClaims,
  postId: string,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    await authors.ensureAuthor(manager, actor.sub, actor.username || `~${actor.sub}`);
    await lockPostForAction(manager, actor.sub, postId);
    return work(manager);
  });
}
