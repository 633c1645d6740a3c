import { NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { IdentityClaims } from '@petcora/contracts';
import type { AuthorsService } from '../authors/authors.service';
import { POST_NOT_FOUND } from './post-messages';

/**
 * Runs a member's action on a post in one transaction: the member gets an author row if their account event is still
 * on its way, the post must exist (404 otherwise, also when it is deleted meanwhile: its row is locked against that),
 * then `work` writes the action and its counter together.
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
    const found: unknown[] = await manager.query(`SELECT 1 FROM social.posts WHERE id = $1 FOR KEY SHARE`, [
      postId,
    ]);
    if (found.length === 0) throw new NotFoundException(POST_NOT_FOUND);
    return work(manager);
  });
}
