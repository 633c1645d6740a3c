import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recommended reads a per-member candidate table (ADR 0074).
 *
 * `recommendation_candidates` holds, per member, the posts of the ranking window that accounts the member follows
 * liked, with how many of them did (`followed_likes`): at most RECOMMENDATION_CANDIDATES_KEPT rows per member, the
 * most recent posts. It is kept off the request path by the `social-ranking` queue's jobs, fed by
 * `ranking_outbox`: a like or unlike appends a row in its own statement (the followers of the liker are recounted for
 * that post), a follow or unfollow appends one too (the member's candidates are recomputed). The ranking refresh drops
 * the posts that left the window and re-caps each member; a rebuild recomputes the table from Postgres.
 *
 * `(member_id, post_created_at DESC, post_id DESC) INCLUDE (followed_likes)` is recommended's read (one index range
 * per viewer) and the cap's order; `(post_created_at)` is the window's drop; `(post_id)` serves a deleted post's
 * cascade.
 */
export class RecommendationCandidates1764850000000 implements MigrationInterface {
  name = 'RecommendationCandidates1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.recommendation_candidates (
        member_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        post_created_at timestamptz NOT NULL,
        followed_likes integer NOT NULL CHECK (followed_likes > 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, post_id)
      )`);
    await q.query(
      `CREATE INDEX recommendation_candidates_member_idx ON social.recommendation_candidates
         (member_id, post_created_at DESC, post_id DESC) INCLUDE (followed_likes)`,
    );
    await q.query(
      `CREATE INDEX recommendation_candidates_window_idx ON social.recommendation_candidates (post_created_at)`,
    );
    await q.query(
      `CREATE INDEX recommendation_candidates_post_idx ON social.recommendation_candidates (post_id)`,
    );
    // What the ranking queue still has to do, written with the like or follow, relayed to the queue after the commit.
    await q.query(`
      CREATE TABLE social.ranking_outbox (
        id bigserial PRIMARY KEY,
        event_type varchar(100) NOT NULL,
        job_id varchar(200) GENERATED ALWAYS AS ('ranking-' || id::text) STORED,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(
      `CREATE INDEX ranking_outbox_unpublished_idx ON social.ranking_outbox (id) WHERE published_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX ranking_outbox_published_at_idx ON social.ranking_outbox (published_at) WHERE published_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE social.ranking_outbox`);
    await q.query(`DROP TABLE social.recommendation_candidates`);
  }
}
