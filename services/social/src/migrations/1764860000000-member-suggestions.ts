import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Suggested accounts read each member's friends of friends from a table (ADR 0074) instead of walking two hops of
 * follows per request.
 *
 * `member_suggestions` holds, per member, at most MEMBER_SUGGESTIONS_KEPT people followed by the accounts the member
 * follows, with how many of those do (`mutuals`); its primary key is the read's range. `member_suggestion_state` says
 * when a member's rows were computed: a member without one (never computed, or whose follows changed since) is
 * computed on their next read, one older than a minute is computed again by the ranking queue.
 */
export class MemberSuggestions1764860000000 implements MigrationInterface {
  name = 'MemberSuggestions1764860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.member_suggestions (
        member_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        mutuals integer NOT NULL CHECK (mutuals > 0),
        PRIMARY KEY (member_id, author_id)
      )`);
    // A deleted author's rows in other members' suggestions (the cascade).
    await q.query(`CREATE INDEX member_suggestions_author_idx ON social.member_suggestions (author_id)`);
    await q.query(`
      CREATE TABLE social.member_suggestion_state (
        member_id uuid PRIMARY KEY REFERENCES social.authors(id) ON DELETE CASCADE,
        computed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE social.member_suggestion_state`);
    await q.query(`DROP TABLE social.member_suggestions`);
  }
}
