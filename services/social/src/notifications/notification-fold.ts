import type { EntityManager } from 'typeorm';
import type { NotificationKind } from '@petcora/contracts';

/** One outbox row as the relay reads it. */
export interface OutboxRow {
  id: string;
  source: string;
  actor_id: string;
  target_id: string;
  subject_id: string | null;
  created_at: Date;
}

/** One member to tell, and the grouped row it goes into. */
interface Delivery {
  recipient_id: string;
  kind: NotificationKind;
  group_key: string;
  post_id: string | null;
  subject_post_id: string | null;
  subject_comment_id: string | null;
}

/** A post or comment names at most this many members (more are ignored: no fan-out from one text). */
export const MAX_MENTIONS = 10;

/** `@name` not glued to a word or an e-mail address; names are what usernames may hold. */
const MENTIONS = `(SELECT DISTINCT lower(m[1]) AS name
                     FROM regexp_matches(%TEXT%, '(?:^|[^A-Za-z0-9_@.])@([A-Za-z0-9_]{1,64})', 'g') AS m
                    LIMIT ${MAX_MENTIONS})`;

function mentionsIn(text: string): string {
  return MENTIONS.replace('%TEXT%', text);
}

/**
 * Who hears of one outbox row, worked out from the content as it is now (a post deleted meanwhile tells no one).
 * One statement per source; $1 actor, $2 target, $3 subject.
 */
const DELIVERIES: Record<string, string> = {
  like: `SELECT p.user_id AS recipient_id, 'like' AS kind, p.id::text AS group_key, p.id AS post_id,
                NULL::uuid AS subject_post_id, NULL::uuid AS subject_comment_id
           FROM social.posts p WHERE p.id = $2 AND p.removed_at IS NULL AND $1::uuid IS NOT NULL AND ($3::uuid IS NULL OR TRUE)`,
  repet: `SELECT p.user_id AS recipient_id, 'repet' AS kind, p.id::text AS group_key, p.id AS post_id,
                 r.id AS subject_post_id, NULL::uuid AS subject_comment_id
            FROM social.posts p JOIN social.posts r ON r.id = $3 AND r.user_id = $1
           WHERE p.id = $2 AND p.removed_at IS NULL`,
  comment: `SELECT p.user_id AS recipient_id, 'comment' AS kind, p.id::text AS group_key, p.id AS post_id,
                   NULL::uuid AS subject_post_id, c.id AS subject_comment_id
              FROM social.comments c JOIN social.posts p ON p.id = c.post_id
             WHERE c.id = $3 AND c.post_id = $2 AND c.user_id = $1 AND c.removed_at IS NULL AND p.removed_at IS NULL
            UNION ALL
            SELECT a.id, 'mention', p.id::text, p.id, NULL::uuid, c.id
              FROM social.comments c JOIN social.posts p ON p.id = c.post_id
              JOIN social.authors a ON lower(a.username) IN ${mentionsIn('c.content')}
             WHERE c.id = $3 AND c.post_id = $2 AND c.user_id = $1 AND c.removed_at IS NULL AND p.removed_at IS NULL`,
  post: `SELECT parent.user_id AS recipient_id, 'reply' AS kind, parent.id::text AS group_key, parent.id AS post_id,
                p.id AS subject_post_id, NULL::uuid AS subject_comment_id
           FROM social.posts p JOIN social.posts parent ON parent.id = p.reply_to_id
          WHERE p.id = $2 AND p.user_id = $1 AND p.removed_at IS NULL AND parent.removed_at IS NULL
            AND ($3::uuid IS NULL OR TRUE)
         UNION ALL
         SELECT a.id, 'mention', p.id::text, p.id, p.id, NULL::uuid
           FROM social.posts p JOIN social.authors a ON lower(a.username) IN ${mentionsIn('p.content')}
          WHERE p.id = $2 AND p.user_id = $1 AND p.removed_at IS NULL`,
  follow: `SELECT f.following_id AS recipient_id, 'follow' AS kind, '' AS group_key, NULL::uuid AS post_id,
                  NULL::uuid AS subject_post_id, NULL::uuid AS subject_comment_id
             FROM social.follows f WHERE f.follower_id = $1 AND f.following_id = $2 AND ($3::uuid IS NULL OR TRUE)`,
  message: `SELECT a.id AS recipient_id, 'message' AS kind, $1::text AS group_key, NULL::uuid AS post_id,
                   NULL::uuid AS subject_post_id, NULL::uuid AS subject_comment_id
              FROM social.authors a WHERE a.id = $2 AND ($3::uuid IS NULL OR TRUE)`,
};

/**
 * The grouped row for a delivery, created or found (and locked until the fold commits). Nothing for the member's own
 * action, a member either of them blocked, a member the recipient muted, or a kind the recipient turned off.
 */
const UPSERT_GROUP = `
  INSERT INTO social.notifications (recipient_id, kind, group_key, post_id, created_at, updated_at)
  SELECT $1, $2, $3, $4, $6, $6
   WHERE $1::uuid <> $5::uuid
     AND NOT EXISTS (SELECT 1 FROM social.blocks b
                      WHERE (b.blocker_id = $1 AND b.blocked_id = $5) OR (b.blocker_id = $5 AND b.blocked_id = $1))
     AND NOT EXISTS (SELECT 1 FROM social.mutes m WHERE m.muter_id = $1 AND m.muted_id = $5)
     AND NOT EXISTS (SELECT 1 FROM social.notification_preferences np
                      WHERE np.member_id = $1 AND $2 = ANY (np.disabled_kinds))
  ON CONFLICT (recipient_id, kind, group_key) DO UPDATE SET post_id = EXCLUDED.post_id
  RETURNING id`;

/**
 * The actor joins the group once (a like, an unlike and a like again stay one actor; a retried fold changes nothing).
 * A new actor, or new content from one already there (another comment, reply, mention or message), moves the row up
 * and marks it unread; a repeated like, repet or follow does not.
 */
const ADD_ACTOR = `
  WITH added AS (
    INSERT INTO social.notification_actors (notification_id, actor_id, acted_at, subject_post_id, subject_comment_id)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (notification_id, actor_id) DO UPDATE
      SET acted_at = greatest(social.notification_actors.acted_at, EXCLUDED.acted_at),
          subject_post_id = coalesce(EXCLUDED.subject_post_id, social.notification_actors.subject_post_id),
          subject_comment_id = coalesce(EXCLUDED.subject_comment_id, social.notification_actors.subject_comment_id)
    RETURNING (xmax = 0) AS inserted)
  UPDATE social.notifications
     SET unread = true, updated_at = greatest(updated_at, $3)
   WHERE id = $1 AND EXISTS (SELECT 1 FROM added WHERE inserted OR $6::text IN ('comment', 'reply', 'mention', 'message'))
  RETURNING recipient_id`;

/**
 * Folds one outbox row into the grouped notifications, inside the caller's transaction. Answers the members whose
 * unread rows changed (their live count is sent after the commit). An unknown source is dropped.
 */
export async function foldOutboxRow(
  manager: Pick<EntityManager, 'query'>,
  row: OutboxRow,
): Promise<string[]> {
  const statement = DELIVERIES[row.source];
  if (!statement) return [];
  const deliveries: Delivery[] = await manager.query(statement, [
    row.actor_id,
    row.target_id,
    row.subject_id,
  ]);
  const touched: string[] = [];
  for (const d of deliveries) {
    const [group]: { id: string }[] = await manager.query(UPSERT_GROUP, [
      d.recipient_id,
      d.kind,
      d.group_key,
      d.post_id,
      row.actor_id,
      row.created_at,
    ]);
    if (!group) continue;
    const updated: { recipient_id: string }[] = await manager.query(ADD_ACTOR, [
      group.id,
      row.actor_id,
      row.created_at,
      d.subject_post_id,
      d.subject_comment_id,
      d.kind,
    ]);
    // UPDATE ... RETURNING answers [rows, count] through TypeORM's query runner for some drivers; normalise.
    const rows = Array.isArray(updated[0]) ? (updated[0] as unknown as { recipient_id: string }[]) : updated;
    for (const r of rows) if (r?.recipient_id) touched.push(r.recipient_id);
  }
  return touched;
}
