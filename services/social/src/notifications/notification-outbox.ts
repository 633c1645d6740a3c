import type { EntityManager } from 'typeorm';

/**
 * What happened, as the outbox records it; the relay works out who hears of it:
 * - `like`, `repet`: target = the post (subject = the repet's own post);
 * - `comment`: target = the post, subject = the comment (its author and the members it mentions hear of it);
 * - `post`: target = the new post (the author of the post it replies to and the members it mentions hear of it);
 * - `follow`: target = the member followed;
 * - `message`: target = the member written to, subject = the message (or conversation), if any.
 */
export type NotificationSource = 'like' | 'repet' | 'comment' | 'post' | 'follow' | 'message';

export interface NotificationIntent {
  source: NotificationSource;
  actorId: string;
  targetId: string;
  subjectId?: string | null;
}

/**
 * Appends one row to the notification outbox inside the caller's transaction: it commits (or rolls back) with the
 * action, and costs one insert into a table with no index but its key. Statements that already write in a CTE append
 * the same row there instead (see the likes, repets, comments and follows statements).
 */
export async function notify(
  manager: Pick<EntityManager, 'query'>,
  intent: NotificationIntent,
): Promise<void> {
  await manager.query(
    `INSERT INTO social.notification_outbox (source, actor_id, target_id, subject_id) VALUES ($1, $2, $3, $4)`,
    [intent.source, intent.actorId, intent.targetId, intent.subjectId ?? null],
  );
}
