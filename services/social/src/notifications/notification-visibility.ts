import { notBlockedEitherWay, notMuted } from '../safety/visibility';

/**
 * An actor row (alias `na`, its author `aa`) the recipient (`viewer`, a placeholder) may hear of now: the actor is not
 * suspended, neither blocked the other, the recipient has not muted them since, and the content they acted with
 * (a reply, a repet, a comment, a mention) was not removed by a moderator.
 */
export function actorVisibleTo(viewer: string): string {
  return `aa.suspended_at IS NULL
      AND ${notBlockedEitherWay('na.actor_id', viewer)}
      AND ${notMuted('na.actor_id', viewer)}
      AND NOT EXISTS (SELECT 1 FROM social.posts sp WHERE sp.id = na.subject_post_id AND sp.removed_at IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM social.comments sc WHERE sc.id = na.subject_comment_id AND sc.removed_at IS NOT NULL)`;
}

/** A grouped row (alias `n`) is shown when its post is not removed and at least one of its actors may be heard of. */
export function notificationVisibleTo(viewer: string): string {
  return `NOT EXISTS (SELECT 1 FROM social.posts np WHERE np.id = n.post_id AND np.removed_at IS NOT NULL)
      AND EXISTS (SELECT 1 FROM social.notification_actors na JOIN social.authors aa ON aa.id = na.actor_id
                   WHERE na.notification_id = n.id AND ${actorVisibleTo(viewer)})`;
}
