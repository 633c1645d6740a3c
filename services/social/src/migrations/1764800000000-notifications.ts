import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (ADR 0069). Actions append to `notification_outbox` in their own transaction (no foreign keys, no
 * index but the key: the cheapest insert there is); the relay folds those rows into grouped `notifications` (one per
 * recipient, kind and group: the post, or the sender for messages, or '' for follows) whose distinct actors are rows of
 * `notification_actors`. Deleted posts and comments take their notifications and actor rows with them (cascades);
 * removed ones are filtered when read. Preferences keep the kinds a member turned off.
 */
export class Notifications1764800000000 implements MigrationInterface {
  name = 'Notifications1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.notification_outbox (
        id bigserial PRIMARY KEY,
        source text NOT NULL,
        actor_id uuid NOT NULL,
        target_id uuid NOT NULL,
        subject_id uuid,
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE social.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        kind text NOT NULL,
        group_key text NOT NULL,
        post_id uuid REFERENCES social.posts(id) ON DELETE CASCADE,
        unread boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_kind CHECK (kind IN ('like', 'repet', 'comment', 'reply', 'follow', 'mention', 'message')),
        CONSTRAINT notifications_group UNIQUE (recipient_id, kind, group_key)
      )`);
    // The page (newest first, keyset), the Mentions tab, and the unread count.
    await q.query(
      `CREATE INDEX notifications_recipient_idx ON social.notifications (recipient_id, updated_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_recipient_kind_idx
         ON social.notifications (recipient_id, kind, updated_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_unread_idx ON social.notifications (recipient_id, updated_at) WHERE unread`,
    );
    await q.query(`
      CREATE TABLE social.notification_actors (
        notification_id uuid NOT NULL REFERENCES social.notifications(id) ON DELETE CASCADE,
        actor_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        acted_at timestamptz NOT NULL DEFAULT now(),
        subject_post_id uuid REFERENCES social.posts(id) ON DELETE CASCADE,
        subject_comment_id uuid REFERENCES social.comments(id) ON DELETE CASCADE,
        PRIMARY KEY (notification_id, actor_id)
      )`);
    await q.query(
      `CREATE INDEX notification_actors_latest_idx ON social.notification_actors (notification_id, acted_at DESC)`,
    );
    // The cascades from a deleted post or comment find their actor rows by these.
    await q.query(
      `CREATE INDEX notification_actors_post_idx ON social.notification_actors (subject_post_id)
        WHERE subject_post_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX notification_actors_comment_idx ON social.notification_actors (subject_comment_id)
        WHERE subject_comment_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX notification_actors_actor_idx ON social.notification_actors (actor_id)`);
    await q.query(
      `CREATE INDEX notifications_post_idx ON social.notifications (post_id) WHERE post_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE social.notification_preferences (
        member_id uuid PRIMARY KEY REFERENCES social.authors(id) ON DELETE CASCADE,
        disabled_kinds text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE social.notification_preferences`);
    await q.query(`DROP TABLE social.notification_actors`);
    await q.query(`DROP TABLE social.notifications`);
    await q.query(`DROP TABLE social.notification_outbox`);
  }
}
