import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Direct messages. A conversation is one pair of members, stored with the smaller id first so the pair is unique
 * whoever wrote first; it carries the last message's time (the list's sort key, one index per side) and each side's
 * read mark. `accepted` is false while it is a request from a member the recipient does not follow. Messages are
 * paged newest first per conversation; the sender index serves the rate limit. A message's photo is an upload that
 * points at it. Reports may name a message.
 */
export class Messages1764810000000 implements MigrationInterface {
  name = 'Messages1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_a uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        member_b uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        started_by uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        accepted boolean NOT NULL,
        last_message_at timestamptz NOT NULL DEFAULT now(),
        last_message_id uuid,
        a_read_at timestamptz,
        b_read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT conversations_ordered_pair CHECK (member_a < member_b),
        CONSTRAINT conversations_pair_unique UNIQUE (member_a, member_b)
      )`);
    await q.query(
      `CREATE INDEX conversations_a_recent_idx ON social.conversations (member_a, last_message_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX conversations_b_recent_idx ON social.conversations (member_b, last_message_at DESC, id DESC)`,
    );
    await q.query(`
      CREATE TABLE social.messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES social.conversations(id) ON DELETE CASCADE,
        sender_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        text text NOT NULL DEFAULT '',
        image_url text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT messages_text_length CHECK (char_length(text) <= 1000),
        CONSTRAINT messages_not_empty CHECK (text <> '' OR image_url IS NOT NULL)
      )`);
    await q.query(
      `CREATE INDEX messages_conversation_recent_idx ON social.messages (conversation_id, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX messages_sender_created_idx ON social.messages (sender_id, created_at)`);
    await q.query(`
      CREATE TABLE social.message_settings (
        member_id uuid PRIMARY KEY REFERENCES social.authors(id) ON DELETE CASCADE,
        messages_from text NOT NULL,
        CONSTRAINT message_settings_from CHECK (messages_from IN ('everyone', 'following'))
      )`);
    // A message's photo is one of the sender's uploads, served to the two members only; released with the message.
    await q.query(
      `ALTER TABLE social.media_uploads ADD COLUMN message_id uuid REFERENCES social.messages(id) ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE INDEX media_uploads_message_idx ON social.media_uploads (message_id) WHERE message_id IS NOT NULL`,
    );
    await q.query(`ALTER TABLE social.reports DROP CONSTRAINT reports_target_type`);
    await q.query(
      `ALTER TABLE social.reports ADD CONSTRAINT reports_target_type
         CHECK (target_type IN ('post', 'comment', 'user', 'message'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM social.reports WHERE target_type = 'message'`);
    await q.query(`ALTER TABLE social.reports DROP CONSTRAINT reports_target_type`);
    await q.query(
      `ALTER TABLE social.reports ADD CONSTRAINT reports_target_type CHECK (target_type IN ('post', 'comment', 'user'))`,
    );
    await q.query(`DROP INDEX social.media_uploads_message_idx`);
    await q.query(`ALTER TABLE social.media_uploads DROP COLUMN message_id`);
    await q.query(`DROP TABLE social.message_settings`);
    await q.query(`DROP TABLE social.messages`);
    await q.query(`DROP TABLE social.conversations`);
  }
}
