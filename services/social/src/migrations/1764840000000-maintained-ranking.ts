import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ranked lists read a maintained ranking (ADR 0074).
 *
 * `post_scores` holds one row per top-level, non-repet post with a score whose order never changes with time: the
 * log of the engagement plus the post's time over a half-life (`social.post_rank_score`), so a post twice as engaged
 * ranks like one RANK_HALF_LIFE_HOURS newer. A trigger on `posts` writes the row in the statement that creates the
 * post or changes its counters (likes, comments, replies, repets), so a like moves a post at once; a deleted post's
 * row goes with it (foreign key), a removed one is dropped at read. `(score DESC, post_id DESC)` is the page order of
 * trending; `(user_id, score DESC, post_id DESC)` gives the timeline the followed accounts' posts in that order.
 *
 * `trending_hashtags` and `suggestion_ranking` are refreshed by a repeatable job (every minute, and at start when
 * empty); requests read them with the viewer's own exclusions.
 */
export class MaintainedRanking1764840000000 implements MigrationInterface {
  name = 'MaintainedRanking1764840000000';

  async up(q: QueryRunner): Promise<void> {
    // log2(engagement + 1) + hours since the epoch / 6: ADR 0074's weights and half-life (6 hours).
    await q.query(`
      CREATE FUNCTION social.post_rank_score(
        likes integer, comments integer, replies integer, repets integer, created_at timestamptz
      ) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ln((likes + 2 * comments + 2 * replies + 3 * repets + 1)::float8) / ln(2::float8)
               + date_part('epoch', created_at) / (3600 * 6)
      $$`);
    await q.query(`
      CREATE TABLE social.post_scores (
        post_id uuid PRIMARY KEY REFERENCES social.posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        score double precision NOT NULL,
        scored_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX post_scores_rank_idx ON social.post_scores (score DESC, post_id DESC) INCLUDE (user_id, created_at)`,
    );
    await q.query(
      `CREATE INDEX post_scores_user_rank_idx ON social.post_scores (user_id, score DESC, post_id DESC) INCLUDE (created_at)`,
    );
    await q.query(`
      CREATE FUNCTION social.post_scores_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.reply_to_id IS NULL AND NOT NEW.is_repet THEN
          INSERT INTO social.post_scores (post_id, user_id, created_at, score, scored_at)
          VALUES (NEW.id, NEW.user_id, NEW.created_at,
                  social.post_rank_score(NEW.likes_count, NEW.comments_count, NEW.replies_count, NEW.repets_count,
                                         NEW.created_at),
                  now())
          ON CONFLICT (post_id) DO UPDATE
            SET score = EXCLUDED.score, created_at = EXCLUDED.created_at, scored_at = EXCLUDED.scored_at;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER posts_score_on_insert AFTER INSERT ON social.posts
        FOR EACH ROW EXECUTE FUNCTION social.post_scores_keep()`);
    await q.query(`
      CREATE TRIGGER posts_score_on_update AFTER UPDATE ON social.posts
        FOR EACH ROW
        WHEN (OLD.likes_count IS DISTINCT FROM NEW.likes_count
           OR OLD.comments_count IS DISTINCT FROM NEW.comments_count
           OR OLD.replies_count IS DISTINCT FROM NEW.replies_count
           OR OLD.repets_count IS DISTINCT FROM NEW.repets_count
           OR OLD.created_at IS DISTINCT FROM NEW.created_at)
        EXECUTE FUNCTION social.post_scores_keep()`);
    await q.query(`
      INSERT INTO social.post_scores (post_id, user_id, created_at, score)
      SELECT p.id, p.user_id, p.created_at,
             social.post_rank_score(p.likes_count, p.comments_count, p.replies_count, p.repets_count, p.created_at)
        FROM social.posts p
       WHERE p.reply_to_id IS NULL AND NOT p.is_repet`);
    await q.query(`
      CREATE TABLE social.trending_hashtags (
        tag text PRIMARY KEY,
        posts_count integer NOT NULL,
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX trending_hashtags_rank_idx ON social.trending_hashtags (posts_count DESC, tag)`,
    );
    // Every suggestable member in the visitors' order (most followed, then latest post, then id): rank 1 first.
    await q.query(`
      CREATE TABLE social.suggestion_ranking (
        author_id uuid PRIMARY KEY REFERENCES social.authors(id) ON DELETE CASCADE,
        rank integer NOT NULL,
        followers_count integer NOT NULL,
        last_post_at timestamptz,
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX suggestion_ranking_rank_idx ON social.suggestion_ranking (rank)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE social.suggestion_ranking`);
    await q.query(`DROP TABLE social.trending_hashtags`);
    await q.query(`DROP TRIGGER posts_score_on_update ON social.posts`);
    await q.query(`DROP TRIGGER posts_score_on_insert ON social.posts`);
    await q.query(`DROP FUNCTION social.post_scores_keep()`);
    await q.query(`DROP TABLE social.post_scores`);
    await q.query(`DROP FUNCTION social.post_rank_score(integer, integer, integer, integer, timestamptz)`);
  }
}
