import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks, mutes, reports and moderation (ADR 0061). Blocks and mutes are keyed by the pair (the feed's visibility
 * probes look up both directions by primary key), with a reverse index for "who blocked me" and a listing index for
 * the member's own list, newest first. A removed post or comment keeps its row (restorable) with `removed_at`; a
 * suspended member's author row carries `suspended_at`. Reports allow one open report per reporter and target (a
 * partial unique index, so a race of two identical reports keeps one); moderator actions are an append-only log.
 */
export class Safety1764500000000 implements MigrationInterface {
  name = 'Safety1764500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, actor, target] of [
      ['blocks', 'blocker_id', 'blocked_id'],
      ['mutes', 'muter_id', 'muted_id'],
    ] as const) {
      await q.query(`
        CREATE TABLE social.${table} (
          ${actor} uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
          ${target} uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (${actor}, ${target}),
          CONSTRAINT ${table}_not_self CHECK (${actor} <> ${target})
        )`);
      await q.query(`CREATE INDEX ${table}_reverse_idx ON social.${table} (${target}, ${actor})`);
      await q.query(
        `CREATE INDEX ${table}_list_idx ON social.${table} (${actor}, created_at DESC, ${target} DESC)`,
      );
    }
    await q.query(`ALTER TABLE social.posts ADD COLUMN removed_at timestamptz`);
    await q.query(`ALTER TABLE social.comments ADD COLUMN removed_at timestamptz`);
    await q.query(`ALTER TABLE social.authors ADD COLUMN suspended_at timestamptz`);
    await q.query(
      `CREATE INDEX authors_suspended_idx ON social.authors (suspended_at) WHERE suspended_at IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE social.reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        target_type text NOT NULL,
        target_id uuid NOT NULL,
        reason text NOT NULL,
        note text,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        CONSTRAINT reports_target_type CHECK (target_type IN ('post', 'comment', 'user')),
        CONSTRAINT reports_reason CHECK (reason IN ('spam', 'harassment', 'animal_cruelty', 'unsafe_advice', 'other')),
        CONSTRAINT reports_status CHECK (status IN ('open', 'dismissed', 'actioned')),
        CONSTRAINT reports_note_length CHECK (note IS NULL OR char_length(note) <= 1000)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX reports_one_open_per_reporter ON social.reports (reporter_id, target_type, target_id)
        WHERE status = 'open'`,
    );
    // The queue groups reports by target and status; the rate limit counts a reporter's recent reports.
    await q.query(
      `CREATE INDEX reports_target_idx ON social.reports (status, target_type, target_id, created_at DESC)`,
    );
    await q.query(`CREATE INDEX reports_reporter_created_idx ON social.reports (reporter_id, created_at)`);
    await q.query(`
      CREATE TABLE social.moderation_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        target_type text NOT NULL,
        target_id uuid NOT NULL,
        action text NOT NULL,
        note text,
        moderator_id uuid NOT NULL,
        moderator_username text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT moderation_actions_action CHECK (action IN ('dismiss', 'remove', 'suspend', 'unsuspend', 'restore'))
      )`);
    await q.query(
      `CREATE INDEX moderation_actions_target_idx ON social.moderation_actions (target_type, target_id, created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE social.moderation_actions`);
    await q.query(`DROP TABLE social.reports`);
    await q.query(`DROP INDEX social.authors_suspended_idx`);
    await q.query(`ALTER TABLE social.authors DROP COLUMN suspended_at`);
    await q.query(`ALTER TABLE social.comments DROP COLUMN removed_at`);
    await q.query(`ALTER TABLE social.posts DROP COLUMN removed_at`);
    await q.query(`DROP TABLE social.mutes`);
    await q.query(`DROP TABLE social.blocks`);
  }
}
